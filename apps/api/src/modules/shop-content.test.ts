import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products as seedProducts } from '../db/seed/content/index';
import { variantSlug } from '../db/seed/content-types';
import { runSeed } from '../db/seed/run';
import { call, createTestApp, type TestApp } from '../testing/test-app';

/** The real seed content through every catalogue/content read: each answer must match the contract. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ content: null });
  await runSeed(t.app.db, { mediaDir: t.config.mediaDir, publicBaseUrl: t.config.publicBaseUrl, env: 'test' });
}, 120_000);
afterAll(() => t.close());

describe('the shop content', () => {
  it('lists every active product over the pages, in each sort', async () => {
    const active = seedProducts.filter((p) => p.active !== false).length;
    for (const sortBy of ['popular', 'best_seller', 'best_rating', 'high_price', 'low_price']) {
      const seen = new Set<string>();
      for (let page = 1; ; page++) {
        const res = await call(t.app, `/e-commerce/product/v1/all?limit=15&page=${page}&sortBy=${sortBy}`);
        expect(res.statusCode, res.body.message).toBe(200);
        for (const d of res.body.result.datas) seen.add(d.productId);
        if (page >= res.body.result.page.totalPage) break;
      }
      expect(seen.size).toBe(active);
    }
  });

  it('answers the detail of every active product, and 404 for a hidden one', async () => {
    for (const p of seedProducts) {
      const res = await call(t.app, `/e-commerce/product/v1/detail/rona/${variantSlug(p.slug, p.variants[0]!.size)}`);
      expect(res.statusCode, `${p.slug}: ${res.body.message}`).toBe(p.active === false ? 404 : 200);
    }
  });

  it('answers every article, promo and home list', async () => {
    const articles = await call(t.app, '/article/v1/list?limit=50');
    expect(articles.statusCode).toBe(200);
    for (const a of articles.body.result.datas)
      expect((await call(t.app, `/article/v1/list/${a.slug}`)).statusCode).toBe(200);
    const promos = await call(t.app, '/promo/v1/list-banner?limit=50');
    expect(promos.statusCode).toBe(200);
    for (const p of promos.body.result.datas)
      expect((await call(t.app, `/promo/v1/detail/${p.url}`)).statusCode).toBe(200);
    for (const url of [
      '/e-commerce/home/v1/category',
      '/e-commerce/home/v1/payment-methode',
      '/e-commerce/home/v1/shipping-methode',
    ]) {
      const res = await call(t.app, url);
      expect(res.statusCode).toBe(200);
      expect(res.body.result.length).toBeGreaterThan(0);
    }
  });
});
