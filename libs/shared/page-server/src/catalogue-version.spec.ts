import http, { type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueVersionOf } from './catalogue-version';
import { PageCache } from './page-cache';
import { createPageServer } from './serve-pages';

/**
 * Issue 27 §4: a catalogue write shows on the next page request. The page server asks the API's
 * catalogue version before serving a cached page; a new version empties its HTML cache.
 */
const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

let api: Server;
let pages: Server;
let pagesUrl = '';
let apiUrl = '';
let version = 'v1';
let apiUp = true;
/** What the catalogue says now (the render reads it, as a render reads the API). */
let productName = 'Serum Lama';
let renders = 0;
let versionCalls = 0;

beforeAll(async () => {
  api = http.createServer((req, res) => {
    if (!apiUp) return res.destroy();
    if (req.url === '/e-commerce/v1/catalogue-version') {
      versionCalls++;
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ status: true, message: 'Berhasil', result: { version } }));
    }
    res.statusCode = 404;
    res.end('{}');
  });
  apiUrl = await listen(api);
  const dist = mkdtempSync(join(tmpdir(), 'rona-page-version-'));
  writeFileSync(join(dist, 'index.html'), '<html><head></head><body>shell</body></html>');
  pages = createPageServer({
    app: 'storefront',
    clientDir: dist,
    runtimeConfig: { apiBaseUrl: '/api', publicApiKey: 'k' },
    cachedPages: [{ path: '/products/:merchant/:item' }],
    // Long lifetimes: only the version can make the page fresh again within the test.
    pageCache: { freshMs: 600_000, staleMs: 600_000 },
    cacheVersion: () => catalogueVersionOf(apiUrl),
    render: () => {
      renders++;
      return { status: 200, html: `<h1>${productName}</h1>` };
    },
  });
  pagesUrl = await listen(pages);
});
afterAll(() => {
  for (const s of [api, pages]) s.close();
});

const page = async () => (await fetch(`${pagesUrl}/products/rona/serum-20-ml`)).text();

describe('the page cache follows the catalogue version', () => {
  it('serves the cached page while the version stands, and the new one on the first request after it moves', async () => {
    expect(await page()).toContain('Serum Lama');
    productName = 'Serum Baru';
    // Not announced yet: the cache answers (one render so far).
    expect(await page()).toContain('Serum Lama');
    expect(renders).toBe(1);
    version = 'v2';
    expect(await page()).toContain('Serum Baru');
    expect(await page()).toContain('Serum Baru');
    expect(renders).toBe(2);
  });

  it('a crowd on a cached page shares its version calls', async () => {
    const before = versionCalls;
    const answers = await Promise.all(Array.from({ length: 40 }, () => page()));
    expect(answers.every((html) => html.includes('Serum Baru'))).toBe(true);
    expect(versionCalls - before).toBeGreaterThan(0);
    expect(versionCalls - before).toBeLessThan(40);
  });

  it('keeps serving the cache when the API does not answer (its lifetimes bound the staleness)', async () => {
    apiUp = false;
    try {
      productName = 'Tidak Terbaca';
      expect(await page()).toContain('Serum Baru');
    } finally {
      apiUp = true;
    }
  });

  it('reads the version from the API, null when it is not there', async () => {
    expect(await catalogueVersionOf(apiUrl)).toBe('v2');
    expect(await catalogueVersionOf(`${apiUrl}/tidak-ada`)).toBeNull();
  });
});

describe('PageCache.clear', () => {
  it('drops every entry, and a render started before the clear is not kept', async () => {
    const cache = new PageCache<string>(
      { freshMs: 60_000, staleMs: 0 },
      (v) => v.length,
      () => true,
    );
    await cache.get('/a', async () => 'lama');
    let finish: (v: string) => void = () => undefined;
    const slow = cache.get('/b', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    expect(cache.size).toBe(0);
    finish('dari data lama');
    expect((await slow).value).toBe('dari data lama');
    expect(cache.size).toBe(0);
    // A request after the clear renders anew instead of joining the old render.
    expect((await cache.get('/a', async () => 'baru')).value).toBe('baru');
    expect(cache.size).toBe(1);
  });
});
