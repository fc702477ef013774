import type http from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { articles, products, promos, reviews, variants } from '../../db/schema';
import { API_KEY, createTestApp, type TestApp } from '../../testing/test-app';

/** The real one-origin server of `npm start` (plain JavaScript, so imported without types). */
type CreateGateway = (opts: {
  api: { host: string; port: number };
  apps: Record<string, { dist: string }>;
  runtimeConfig: object;
}) => http.Server;
const gatewayModule = new URL('../../../../../tools/gateway/src/index.mjs', import.meta.url).href;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SITE_URL: 'https://shop.example.id' } });
});
afterAll(() => t.close());

/** The sitemap's date: a date still to come is today's. */
const day = (d: Date) => (d > new Date() ? new Date() : d).toISOString().slice(0, 10);

describe('robots.txt', () => {
  it('keeps crawlers out of the account, checkout and studio paths and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/user',
      '/login',
      '/register',
      '/checkout',
      '/payment',
      '/invoice',
      '/link-page',
      '/link-login',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /products');
    expect(lines).not.toContain('Disallow: /short-link');
    expect(lines).toContain('Sitemap: https://shop.example.id/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists every active product, article and promo with its last-modified date', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const urls = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?\s*<\/url>/g)].map(
      (m) => ({ loc: m[1], lastmod: m[2] }),
    );
    const lastmodOf = (loc: string) => urls.find((u) => u.loc === loc)?.lastmod;

    const db = t.app.db;
    const productRows = await db.select().from(products);
    const variantRows = await db.select().from(variants);
    const reviewRows = await db.select().from(reviews);
    expect(productRows.length).toBeGreaterThan(0);
    for (const p of productRows) {
      const first = variantRows.filter((v) => v.productId === p.id).sort((a, b) => a.position - b.position)[0];
      const loc = `https://shop.example.id/products/rona/${first.slug}`;
      // Added, or changed by its newest review.
      const changed = reviewRows
        .filter((r) => r.productId === p.id)
        .map((r) => r.updatedAt ?? r.createdAt)
        .reduce((max, d) => (d > max ? d : max), p.createdAt);
      if (p.status) expect(lastmodOf(loc), loc).toBe(day(changed));
      else expect(lastmodOf(loc)).toBeUndefined();
    }
    const articleRows = await db.select().from(articles);
    expect(articleRows.length).toBeGreaterThan(0);
    for (const a of articleRows) expect(lastmodOf(`https://shop.example.id/blog/${a.slug}`)).toBe(day(a.releaseDate));
    const promoRows = await db.select().from(promos);
    expect(promoRows.length).toBeGreaterThan(0);
    for (const p of promoRows) expect(lastmodOf(`https://shop.example.id/promo/${p.slug}`)).toBe(day(p.startDate));

    for (const page of ['/', '/products', '/blog', '/promo', '/about', '/privacy-policy', '/terms-condition'])
      expect(urls.map((u) => u.loc)).toContain(`https://shop.example.id${page}`);
    expect(urls).toHaveLength(7 + productRows.filter((p) => p.status).length + articleRows.length + promoRows.length);
  });
});

describe('sitemap.xml lastmod of a product', () => {
  it('is the day of its newest review (written or edited) when that is later: the page shows its reviews', async () => {
    const db = t.app.db;
    const [product] = await db.select().from(products).where(eq(products.status, true)).limit(1);
    if (!product) throw new Error('the fixture has an active product');
    const own = await db.select().from(reviews).where(eq(reviews.productId, product.id));
    const newest = own[0];
    if (!newest) throw new Error('the fixture product has reviews');
    const [first] = await db
      .select()
      .from(variants)
      .where(eq(variants.productId, product.id))
      .orderBy(variants.position)
      .limit(1);
    const loc = `https://shop.example.id/products/rona/${first?.slug}`;
    const lastmod = async () => {
      const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
      return /<lastmod>([^<]+)<\/lastmod>/.exec(xml.slice(xml.indexOf(`<loc>${loc}</loc>`)))?.[1];
    };
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    try {
      await db
        .update(products)
        .set({ createdAt: daysAgo(30) })
        .where(eq(products.id, product.id));
      await db
        .update(reviews)
        .set({ createdAt: daysAgo(40), updatedAt: null })
        .where(eq(reviews.productId, product.id));
      expect(await lastmod()).toBe(day(daysAgo(30)));
      await db
        .update(reviews)
        .set({ createdAt: daysAgo(20) })
        .where(eq(reviews.id, newest.id));
      expect(await lastmod()).toBe(day(daysAgo(20)));
      await db
        .update(reviews)
        .set({ updatedAt: daysAgo(1) })
        .where(eq(reviews.id, newest.id));
      expect(await lastmod()).toBe(day(daysAgo(1)));
    } finally {
      await db.update(products).set({ createdAt: product.createdAt }).where(eq(products.id, product.id));
      for (const r of own)
        await db.update(reviews).set({ createdAt: r.createdAt, updatedAt: r.updatedAt }).where(eq(reviews.id, r.id));
    }
  });
});

describe('through the gateway (one origin, as npm start serves it)', () => {
  it('answers /robots.txt and /sitemap.xml from the API, not an app page', async () => {
    const { createGateway } = (await import(/* @vite-ignore */ gatewayModule)) as { createGateway: CreateGateway };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const root = mkdtempSync(join(tmpdir(), 'rona-seo-gateway-'));
    const apps: Record<string, { dist: string }> = {};
    for (const app of ['storefront', 'account-checkout', 'linkpage']) {
      mkdirSync(join(root, app), { recursive: true });
      writeFileSync(
        join(root, app, 'index.html'),
        `<html><head><!--rona-runtime-config--></head><body>${app}</body></html>`,
      );
      apps[app] = { dist: join(root, app) };
    }
    const gateway = createGateway({
      api: { host: '127.0.0.1', port: (t.app.server.address() as AddressInfo).port },
      apps,
      runtimeConfig: { apiBaseUrl: '/api', publicApiKey: API_KEY },
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
      const robots = await fetch(`${origin}/robots.txt`);
      expect(robots.status).toBe(200);
      expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await robots.text()).toContain('Sitemap: https://shop.example.id/sitemap.xml');
      const sitemap = await fetch(`${origin}/sitemap.xml`);
      expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const xml = await sitemap.text();
      const [product] = await t.app.db.select().from(products).where(eq(products.status, true)).limit(1);
      if (!product) throw new Error('the fixture has an active product');
      expect(xml).toContain('<urlset');
      expect(xml).toContain(`<lastmod>${day(product.createdAt)}</lastmod>`);
      // A path next to them is still the storefront's page.
      expect(await (await fetch(`${origin}/robots.txt.bak`)).text()).toContain('<body>storefront</body>');
    } finally {
      await new Promise((r) => gateway.close(r));
    }
  });
});
