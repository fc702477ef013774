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
  // A page the build paints first with its own HTML (the account app's pages/<path>.html).
  mkdirSync(join(root, 'account-checkout/pages'), { recursive: true });
  writeFileSync(
    join(root, 'account-checkout/pages/register.html'),
    '<html><head><!--rona-runtime-config--></head><body>register page</body></html>',
  );
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

  it.each(['/register', '/register?ref=abc'])(
    "serves %s from the page's own HTML in the build (pages/register.html), config injected",
    async (path) => {
      const res = await fetch(gatewayUrl + path);
      const html = await res.text();
      expect(html).toContain('<body>register page</body>');
      expect(html).toContain('window.__RONA_CONFIG__=');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it.each(['/register/', '/register/../login', '/user/profile'])(
    '%s, without HTML of its own in the build, gets index.html',
    async (path) => {
      expect(await (await fetch(gatewayUrl + path)).text()).toContain('<body>account-checkout</body>');
    },
  );

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

/** POSTs `size` bytes with a declared length, written as a client does (in chunks, minding backpressure). */
function postBody(url: string, size: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; error: string | null }>((resolve) => {
    let error: string | null = null;
    let answer: { status: number; body: string } | null = null;
    const done = () => answer && resolve({ ...answer, error });
    const req = http.request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(size), ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => {
          answer = { status: res.statusCode ?? 0, body };
          // Let a late write error (EPIPE, ECONNRESET) surface before judging.
          setTimeout(done, 50);
        });
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
      if (!answer) resolve({ status: 0, body: '', error });
    });
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        if (!req.write(chunk.subarray(0, n))) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('bodies over the limit (issue 25 §9)', () => {
  it('every client reads the 413 in the envelope, also while it is still sending', async () => {
    const MB = 1024 * 1024;
    for (const size of [2 * MB, 2 * MB, 2 * MB, 2 * MB, 2 * MB, 8 * MB, 8 * MB, 8 * MB]) {
      const res = await postBody(`${gatewayUrl}/api/o/oauth/v1/login`, size);
      expect(res, `${size} bytes`).toMatchObject({ status: 413, error: null });
      expect(JSON.parse(res.body)).toMatchObject({ status: false, message: 'Data yang dikirim terlalu besar' });
    }
  });

  it('a payment notification over its route limit is refused at the edge, not sent to the API', async () => {
    const seen: string[] = [];
    const api = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      req.resume();
      req.on('end', () => res.end('{}'));
    });
    const gateway = createGateway({ api: { host: '127.0.0.1', port: await listen(api) }, apps: {}, runtimeConfig: {} });
    const url = `http://127.0.0.1:${await listen(gateway)}`;
    try {
      for (const size of [65 * 1024, 200 * 1024, 1000 * 1024])
        expect((await postBody(`${url}/api/payment/v1/notification/doku`, size)).status, `${size} bytes`).toBe(413);
      // Within its limit, and other routes up to the JSON limit, go through.
      expect((await postBody(`${url}/api/payment/v1/notification/doku`, 60 * 1024)).status).toBe(200);
      expect((await postBody(`${url}/api/o/oauth/v1/login`, 200 * 1024)).status).toBe(200);
      expect(seen).toEqual(['/payment/v1/notification/doku', '/o/oauth/v1/login']);
    } finally {
      [api, gateway].forEach((s) => s.close());
    }
  });
});
