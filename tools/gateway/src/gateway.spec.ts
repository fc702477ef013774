import http from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { createGateway } from './index.mjs';
import { pageSecurityHeaders } from '../../../libs/shared/page-server/src/index.ts';

let gatewayUrl = '';
const servers: http.Server[] = [];
const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'rona-gateway-'));
  const apps: Record<string, { dist: string }> = {};
  for (const app of ['storefront', 'account-checkout', 'linkpage']) {
    const dist = join(root, app);
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      `<html><head><!--rona-runtime-config--><title>Default</title></head><body>${app}</body></html>`,
    );
    writeFileSync(join(dist, 'assets/app-abc.js'), `console.log('${app}')`);
    apps[app] = { dist };
  }
  const api = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ path: req.url, auth: req.headers.authorization ?? null }));
  });
  const apiPort = await listen(api);
  const gateway = createGateway({
    api: { host: '127.0.0.1', port: apiPort },
    apps,
    runtimeConfig: { apiBaseUrl: '/api', publicApiKey: 'k<1>' },
  });
  servers.push(api, gateway);
  gatewayUrl = `http://127.0.0.1:${await listen(gateway)}`;
});
afterAll(() => servers.forEach((s) => s.close()));

describe('gateway', () => {
  it('proxies /api to the API with the prefix stripped and headers kept', async () => {
    const res = await fetch(`${gatewayUrl}/api/e-commerce/home/v1/category?x=1`, { headers: { Authorization: 'key' } });
    expect(await res.json()).toEqual({ path: '/e-commerce/home/v1/category?x=1', auth: 'key' });
  });

  it.each(['/robots.txt', '/sitemap.xml'])('sends %s to the API at the same path, not to an app', async (path) => {
    const res = await fetch(gatewayUrl + path);
    expect(await res.json()).toEqual({ path, auth: null });
  });

  it.each([
    ['/', 'storefront'],
    ['/products?page=2', 'storefront'],
    ['/no-such-page', 'storefront'],
    ['/login', 'account-checkout'],
    ['/user/activity?action=wishlist', 'account-checkout'],
    ['/short-link/abc', 'linkpage'],
  ])('serves %s from the %s app with the runtime config injected and no caching', async (path, app) => {
    const res = await fetch(gatewayUrl + path);
    const html = await res.text();
    expect(html).toContain(`<body>${app}</body>`);
    expect(html).toContain('window.__RONA_CONFIG__={"apiBaseUrl":"/api","publicApiKey":"k\\u003c1>"}');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets from the owning app for a year, gzipped', async () => {
    const res = await fetch(`${gatewayUrl}/_ac/assets/app-abc.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(await res.text()).toBe("console.log('account-checkout')");
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect((await fetch(`${gatewayUrl}/_sf/assets/missing.js`)).status).toBe(404);
  });

  it('does not serve files outside the app folder', async () => {
    const res = await fetch(`${gatewayUrl}/_sf/..%2f..%2fetc/passwd`);
    expect(res.status).toBe(404);
  });

  describe('security headers (docs/decisions/006)', () => {
    it.each(['/', '/login', '/short-link/contohRona01', '/link-page'])(
      '%s: a CSP that allows the runtime-config script by its hash and no inline script else',
      async (path) => {
        const res = await fetch(gatewayUrl + path);
        const html = await res.text();
        const csp = res.headers.get('content-security-policy') ?? '';
        const scriptSrc =
          csp
            .split(';')
            .map((d) => d.trim())
            .find((d) => d.startsWith('script-src')) ?? '';
        expect(scriptSrc).not.toContain('unsafe-inline');
        const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
        expect(inline).toHaveLength(1);
        const hash = createHash('sha256')
          .update(inline[0] ?? '', 'utf8')
          .digest('base64');
        expect(scriptSrc).toContain(`'sha256-${hash}'`);
        expect(csp).toContain("frame-ancestors 'self'");
        expect(csp).toContain("object-src 'none'");
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('strict-transport-security')).toBeNull();
      },
    );

    it('assets are never sniffed', async () => {
      expect((await fetch(`${gatewayUrl}/_sf/assets/app-abc.js`)).headers.get('x-content-type-options')).toBe(
        'nosniff',
      );
      expect((await fetch(`${gatewayUrl}/_sf/assets/missing.js`)).headers.get('x-content-type-options')).toBe(
        'nosniff',
      );
    });

    it('HSTS in production only', () => {
      expect(pageSecurityHeaders({ production: true })['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(pageSecurityHeaders({ production: false })['strict-transport-security']).toBeUndefined();
    });
  });
});

describe('apps with their own page server (decision 016)', () => {
  it('proxies their pages and assets with the path unchanged, and keeps the API and static apps', async () => {
    const seen: string[] = [];
    const pageServer = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(req.url === '/missing' ? 404 : 200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=0, s-maxage=60',
      });
      res.end(`rendered ${req.url}`);
    });
    const api = http.createServer((req, res) => res.end(JSON.stringify({ path: req.url })));
    const root = mkdtempSync(join(tmpdir(), 'rona-gateway-server-'));
    writeFileSync(join(root, 'index.html'), '<html><head><!--rona-runtime-config--></head><body>static</body></html>');
    const gateway = createGateway({
      api: { host: '127.0.0.1', port: await listen(api) },
      apps: {
        storefront: { server: { host: '127.0.0.1', port: await listen(pageServer) } },
        'account-checkout': { dist: root },
        linkpage: { dist: root },
      },
      runtimeConfig: { apiBaseUrl: '/api', publicApiKey: 'k' },
    });
    const url = `http://127.0.0.1:${await listen(gateway)}`;
    try {
      const page = await fetch(`${url}/products?search=serum`);
      expect(await page.text()).toBe('rendered /products?search=serum');
      expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
      expect(await (await fetch(`${url}/_sf/assets/app.js`)).text()).toBe('rendered /_sf/assets/app.js');
      expect((await fetch(`${url}/missing`)).status).toBe(404);
      expect(await (await fetch(`${url}/login`)).text()).toContain('static');
      expect(await (await fetch(`${url}/api/x`)).json()).toEqual({ path: '/x' });
      expect(seen).toEqual(['/products?search=serum', '/_sf/assets/app.js', '/missing']);
    } finally {
      [pageServer, api, gateway].forEach((s) => s.close());
    }
  });
});
