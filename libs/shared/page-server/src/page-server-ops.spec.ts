import { mkdtempSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageMetrics, serveMetrics } from './page-metrics';
import { fetchWithRequestId } from './request-context';
import { createPageServer, type RenderRequest } from './serve-pages';

/** Issue 25 §8 and §10 at the page server: request ids passed to the API, the page cache, metrics on their own port. */
const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

let api: Server;
let pages: Server;
let metricsServer: Server;
let apiUrl = '';
let pagesUrl = '';
let metricsUrl = '';
const apiSaw: (string | undefined)[] = [];
const renders: RenderRequest[] = [];
const fetchApi = fetchWithRequestId();

beforeAll(async () => {
  api = http.createServer((req, res) => {
    apiSaw.push(req.headers['x-request-id'] as string | undefined);
    res.end('{"status":true}');
  });
  apiUrl = await listen(api);
  const dist = mkdtempSync(join(tmpdir(), 'rona-page-ops-'));
  writeFileSync(join(dist, 'index.html'), '<html><head></head><body>shell</body></html>');
  const metrics = createPageMetrics();
  pages = createPageServer({
    app: 'storefront',
    clientDir: dist,
    runtimeConfig: { apiBaseUrl: '/api', publicApiKey: 'k' },
    cachedPages: [{ path: '/products', params: ['category'] }],
    pageCache: { freshMs: 60_000, staleMs: 0 },
    metrics,
    render: async (request) => {
      renders.push(request);
      await fetchApi(`${apiUrl}/e-commerce/product/v1/all`);
      return { status: 200, html: `<p>${request.url}</p>` };
    },
  });
  pagesUrl = await listen(pages);
  metricsServer = await serveMetrics(metrics.registry, 0, '127.0.0.1');
  metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const s of [api, pages, metricsServer]) s.close();
});

describe('request ids through the page server', () => {
  it("passes the edge's X-Request-Id to the API calls of the render and answers it", async () => {
    const res = await fetch(`${pagesUrl}/cart`, { headers: { 'x-request-id': 'edge-5b1c0f2e-req' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('edge-5b1c0f2e-req');
    expect(apiSaw.at(-1)).toBe('edge-5b1c0f2e-req');
  });

  it('makes one when the edge sent none or a malformed one, the same for the API', async () => {
    const res = await fetch(`${pagesUrl}/cart`, { headers: { 'x-request-id': 'bad id' } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(apiSaw.at(-1)).toBe(id);
  });
});

describe('the page cache in the page server', () => {
  it('renders a declared page once for 1,000 junk query strings, from its normalised URL', async () => {
    const before = renders.length;
    for (let i = 0; i < 1_000; i++) {
      const res = await fetch(`${pagesUrl}/products?junk${i}=${i}&category=serum&utm_source=x${i}`);
      expect(await res.text()).toBe('<p>/products?category=serum</p>');
    }
    expect(renders.length - before).toBe(1);
    expect(renders.at(-1)!.url).toBe('/products?category=serum');
    // 1,000 requests in a row: the bound catches a hang on a loaded machine, it measures no speed.
  }, 30_000);

  it('renders an undeclared page for each request', async () => {
    const before = renders.length;
    await fetch(`${pagesUrl}/cart?x=1`);
    await fetch(`${pagesUrl}/cart?x=1`);
    expect(renders.length - before).toBe(2);
  });
});

describe('page server metrics', () => {
  it('counts requests by route and the page cache on the metrics port, never on the page port', async () => {
    const text = await (await fetch(`${metricsUrl}/metrics`)).text();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/products",status="200"\} 1000/);
    expect(text).toContain('rona_page_cache_lookups_total{result="hit"} 999');
    expect(text).toContain('rona_page_cache_lookups_total{result="miss"} 1');
    expect(text).toMatch(/rona_page_cache_entries 1/);
    expect(text).toContain('process_resident_memory_bytes');
    const onPages = await fetch(`${pagesUrl}/metrics`);
    expect(onPages.headers.get('content-type')).toContain('text/html');
    expect(await onPages.text()).not.toContain('http_request_duration_seconds');
  });
});
