import http, { type Server } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PageCacheResult } from './page-cache';

/**
 * A page server's Prometheus metrics (decision 021): the process, requests by route (a declared
 * page route's pattern, `asset`, `healthz` or `other`) and status with their latency, failed
 * renders, and the page cache's lookups by result and its size.
 */
export function createPageMetrics() {
  let cacheSize: () => { entries: number; bytes: number } | null = () => null;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Page server requests by route and status: count (rate) and latency',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const renderErrors = new Counter({
    name: 'rona_page_render_errors_total',
    help: 'Renders that threw (answered 500 with the client shell)',
    labelNames: ['route'],
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'rona_page_cache_lookups_total',
    help: 'Page cache lookups by result: hit, stale (served while refreshing), miss, coalesced (waited for a render), bypass',
    labelNames: ['result'],
    registers: [registry],
  });
  new Gauge({
    name: 'rona_page_cache_entries',
    help: 'Pages held in the page cache',
    registers: [registry],
    collect() {
      const size = cacheSize();
      if (size) this.set(size.entries);
    },
  });
  new Gauge({
    name: 'rona_page_cache_bytes',
    help: 'Bytes held in the page cache',
    registers: [registry],
    collect() {
      const size = cacheSize();
      if (size) this.set(size.bytes);
    },
  });
  return {
    registry,
    observe: (labels: { method: string; route: string; status: number }, seconds: number) =>
      requests.observe({ ...labels, status: String(labels.status) }, seconds),
    renderFailed: (route: string) => renderErrors.inc({ route }),
    cacheLookup: (result: PageCacheResult) => cacheLookups.inc({ result }),
    /** Where the page cache's size is read at each scrape. */
    watchCache: (size: () => { entries: number; bytes: number }) => void (cacheSize = size),
  };
}

export type PageMetrics = ReturnType<typeof createPageMetrics>;

/** `GET /metrics` on a port of its own (never the shop's origin); anything else 404. */
export function serveMetrics(registry: Registry, port: number, host: string): Promise<Server> {
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const body = await registry.metrics();
    res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
