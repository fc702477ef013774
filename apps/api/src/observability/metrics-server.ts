import http, { type Server } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * Prometheus' scrape endpoint, `GET /metrics`, on a port of its own (METRICS_PORT): never on the
 * shop's origin, so the gateway and nginx never route to it (decision 021). Anything else is 404.
 */
export function serveMetrics(registry: Registry, port: number, host: string): Promise<Server> {
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    try {
      const body = await registry.metrics();
      res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(body);
    } catch {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics failed');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
