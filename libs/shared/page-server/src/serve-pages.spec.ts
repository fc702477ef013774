import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageServer, pageCacheControl, type RenderRequest } from './serve-pages';

let baseUrl = '';
let server: Server;
const renders: RenderRequest[] = [];

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'rona-page-server-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<html><head><!--rona-runtime-config--></head><body>shell</body></html>');
  writeFileSync(join(dist, 'assets/main-abc123.js'), 'console.log("storefront")');
  writeFileSync(join(dist, 'robots-note.txt'), 'unhashed');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify({ 'src/a.tsx': { file: 'assets/a-1.js' } }));
  server = createPageServer({
    app: 'storefront',
    clientDir: dist,
    runtimeConfig: { apiBaseUrl: '/api', publicApiKey: 'k<1>' },
    render: (request) => {
      renders.push(request);
      if (request.url.startsWith('/boom')) throw new Error('render failed');
      if (request.url.startsWith('/missing')) return { status: 404, html: '<p>Halaman tidak ada</p>' };
      if (request.url.startsWith('/old')) return { status: 301, html: '', headers: { location: '/new' } };
      return { status: 200, html: request.template.replace('shell', `page ${request.url}`) };
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('page server harness', () => {
  it('answers /healthz without rendering', async () => {
    const before = renders.length;
    const res = await fetch(`${baseUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
    expect(renders).toHaveLength(before);
  });

  it('serves hashed assets under the app asset base for a year, gzipped when accepted', async () => {
    const res = await fetch(`${baseUrl}/_sf/assets/main-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log("storefront")');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const plain = await fetch(`${baseUrl}/_sf/robots-note.txt`);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it.each([
    '/_sf/assets/missing.js',
    '/_sf/..%2f..%2fetc/passwd',
    '/_sf/index.html',
    '/_sf/',
    '/_sf/.vite/manifest.json',
  ])('%s: 404, not a page', async (path) => {
    const before = renders.length;
    const res = await fetch(baseUrl + path);
    expect(res.status).toBe(404);
    expect(renders).toHaveLength(before);
  });

  it('renders every other path with the template, the runtime config injected and the request URL', async () => {
    const res = await fetch(`${baseUrl}/products?search=serum`, { headers: { 'accept-language': 'id' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('page /products?search=serum');
    expect(html).toContain('<script>window.__RONA_CONFIG__={"apiBaseUrl":"/api","publicApiKey":"k\\u003c1>"}</script>');
    expect(renders.at(-1)?.headers['accept-language']).toBe('id');
    expect(renders.at(-1)?.manifest).toEqual({ 'src/a.tsx': { file: 'assets/a-1.js' } });
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  });

  it('gives pages the gateway security headers: a CSP allowing exactly the runtime-config script', async () => {
    const res = await fetch(`${baseUrl}/`);
    const html = await res.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '', 'utf8')
      .digest('base64');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it("keeps render's status and headers; 404 pages are cached briefly", async () => {
    const missing = await fetch(`${baseUrl}/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Halaman tidak ada');
    expect(missing.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(missing.headers.get('content-security-policy')).toContain("default-src 'self'");
    const moved = await fetch(`${baseUrl}/old`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/new');
  });

  it('a failing render answers 500 with the client shell, never cached', async () => {
    const res = await fetch(`${baseUrl}/boom`);
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('<body>shell</body>');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await fetch(`${baseUrl}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await fetch(`${baseUrl}/`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
  });

  it('cache policy: 2xx shared-cacheable with stale-while-revalidate, 5xx never', () => {
    expect(pageCacheControl(200)).toContain('stale-while-revalidate=600');
    expect(pageCacheControl(404)).toBe('public, max-age=0, s-maxage=60');
    expect(pageCacheControl(503)).toBe('no-store');
  });
});
