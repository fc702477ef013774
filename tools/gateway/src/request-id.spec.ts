import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from './index.mjs';

/** Issue 25 §8: the gateway passes one request id on to the API and the page servers. */
const seen: { url?: string; id?: string }[] = [];
const servers: http.Server[] = [];
let gatewayUrl = '';
const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  const upstream = http.createServer((req, res) => {
    seen.push({ url: req.url, id: req.headers['x-request-id'] as string | undefined });
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  const port = await listen(upstream);
  const target = { host: '127.0.0.1', port };
  const gateway = createGateway({
    api: target,
    apps: { storefront: { server: target }, 'account-checkout': { server: target }, linkpage: { server: target } },
    runtimeConfig: { apiBaseUrl: '/api', publicApiKey: 'k' },
  });
  servers.push(upstream, gateway);
  gatewayUrl = `http://127.0.0.1:${await listen(gateway)}`;
});
afterAll(() => servers.forEach((s) => s.close()));

describe('request ids at the gateway', () => {
  it.each(['/api/e-commerce/home/v1/category', '/products'])(
    'keeps a well-formed X-Request-Id for %s',
    async (path) => {
      await fetch(gatewayUrl + path, { headers: { 'x-request-id': 'client-0a1b2c3d' } });
      expect(seen.at(-1)).toMatchObject({ id: 'client-0a1b2c3d' });
    },
  );

  it.each([undefined, 'short', 'has space in it', 'x'.repeat(200)])('makes one when the client sent %s', async (id) => {
    await fetch(`${gatewayUrl}/products`, { headers: id === undefined ? {} : { 'x-request-id': id } });
    expect(seen.at(-1)!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
