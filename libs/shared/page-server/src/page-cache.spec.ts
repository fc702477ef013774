import { describe, expect, it } from 'vitest';
import { PageCache, pageCacheKey, type PageRoute } from './page-cache';

const routes: PageRoute[] = [
  { path: '/' },
  { path: '/products', params: ['category', 'page', 'sortBy'] },
  { path: '/products/:merchant/:item' },
];

/** A render whose answer the test settles by hand. */
function deferredRender() {
  const calls: ((html: string) => void)[] = [];
  const render = () => new Promise<string>((resolve) => calls.push(resolve));
  return { calls, render };
}

const cacheWith = (now: { t: number }, extra: { maxEntries?: number; maxBytes?: number } = {}) =>
  new PageCache<string>(
    { freshMs: 1_000, staleMs: 5_000, now: () => now.t, ...extra },
    (html) => html.length,
    (html) => !html.startsWith('error'),
  );

describe('pageCacheKey', () => {
  it('keeps the path and the declared parameters, sorted, with their values in order', () => {
    expect(pageCacheKey('/products?utm_source=x&sortBy=new&category=serum&page=2&category=toner', routes)?.key).toBe(
      '/products?category=serum&category=toner&page=2&sortBy=new',
    );
    expect(pageCacheKey('/products?page=2&category=serum', routes)?.key).toBe(
      pageCacheKey('/products?category=serum&page=2&fbclid=abc', routes)?.key,
    );
    expect(pageCacheKey('/?utm_campaign=flash', routes)?.key).toBe('/');
    expect(pageCacheKey('/products/rona/serum-20-ml?ref=ig', routes)).toMatchObject({
      key: '/products/rona/serum-20-ml',
      route: { path: '/products/:merchant/:item' },
    });
  });

  it('answers null for a page no route declares (rendered for each request)', () => {
    expect(pageCacheKey('/cart', routes)).toBeNull();
    expect(pageCacheKey('/products/rona', routes)).toBeNull();
  });
});

describe('PageCache', () => {
  it('renders once for all requests of a key that arrive while it renders (coalescing)', async () => {
    const now = { t: 0 };
    const cache = cacheWith(now);
    const { calls, render } = deferredRender();
    const answers = Array.from({ length: 20 }, () => cache.get('/', render));
    expect(calls).toHaveLength(1);
    calls[0]!('<html>home</html>');
    const results = await Promise.all(answers);
    expect(results.map((r) => r.value)).toEqual(Array(20).fill('<html>home</html>'));
    expect(results.filter((r) => r.result === 'miss')).toHaveLength(1);
    expect(results.filter((r) => r.result === 'coalesced')).toHaveLength(19);
  });

  it('serves a fresh page, then the stale one while one render refreshes it, then renders anew once too old', async () => {
    const now = { t: 0 };
    const cache = cacheWith(now);
    let n = 0;
    const render = async () => `v${++n}`;
    expect(await cache.get('/', render)).toEqual({ value: 'v1', result: 'miss' });
    now.t = 999;
    expect(await cache.get('/', render)).toEqual({ value: 'v1', result: 'hit' });

    now.t = 1_500; // stale: answered at once from the cache, one render in the background
    const slow = deferredRender();
    expect(await cache.get('/', slow.render)).toEqual({ value: 'v1', result: 'stale' });
    expect(await cache.get('/', slow.render)).toEqual({ value: 'v1', result: 'stale' });
    expect(slow.calls).toHaveLength(1);
    slow.calls[0]!('v2');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('/', render)).toEqual({ value: 'v2', result: 'hit' });

    now.t = 1_500 + 6_001; // past fresh + stale: the old page is not served
    expect(await cache.get('/', render)).toEqual({ value: 'v2', result: 'miss' });
  });

  it('keeps no answer the app says not to keep (a failed render)', async () => {
    const now = { t: 0 };
    const cache = cacheWith(now);
    expect((await cache.get('/', async () => 'error 500')).result).toBe('miss');
    expect((await cache.get('/', async () => 'ok')).result).toBe('miss');
    expect((await cache.get('/', async () => 'other')).value).toBe('ok');
  });

  it('stays bounded under 1,000 junk query strings and drops the least recently used first', async () => {
    const now = { t: 0 };
    const cache = cacheWith(now, { maxEntries: 50 });
    let renders = 0;
    const render = async () => `page ${++renders}`;
    await cache.get('/products?category=serum', render);
    for (let i = 0; i < 1_000; i++) {
      const { key } = pageCacheKey(`/products?category=serum&junk${i}=${'x'.repeat(i % 50)}&_=${i}`, routes)!;
      await cache.get(key, render);
    }
    expect(renders).toBe(1);
    expect(cache.size).toBe(1);

    for (let i = 0; i < 1_000; i++) await cache.get(`/products?category=c${i}`, render);
    expect(cache.size).toBe(50);
    await cache.get('/products?category=c950', render); // used: now the most recent
    await cache.get('/products?category=new', render);
    expect((await cache.get('/products?category=c950', render)).result).toBe('hit');
    expect((await cache.get('/products?category=c951', render)).result).toBe('miss');
  });

  it('stays within its byte bound', async () => {
    const cache = cacheWith({ t: 0 }, { maxBytes: 1_000 });
    for (let i = 0; i < 10; i++) await cache.get(`/p${i}`, async () => 'x'.repeat(300));
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.size).toBe(3);
  });
});
