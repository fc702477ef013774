import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../testing/test-app';
import { ResponseCache } from './response-cache';

/** Issue 12 §7: a random query parameter must not make a new cache entry; the cache is bounded by bytes. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_CACHE_MS: '60000' } });
});
afterAll(() => t.close());

describe('public response cache keys', () => {
  it('ignores unknown query parameters and spellings of the same known value', async () => {
    t.app.responseCache.clear();
    const first = await call(t.app, '/e-commerce/product/v1/all?limit=2');
    for (let i = 0; i < 200; i += 1) {
      const res = await call(t.app, `/e-commerce/product/v1/all?limit=2&acak${i}=${'x'.repeat(i)}&_=${Math.random()}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toEqual(first.body);
    }
    await call(t.app, '/e-commerce/product/v1/all?limit=02');
    expect(t.app.responseCache.size).toBe(1);
    await call(t.app, '/e-commerce/product/v1/all?limit=3');
    expect(t.app.responseCache.size).toBe(2);
  });
});

describe('ResponseCache', () => {
  it('keeps at most maxBytes of bodies, dropping the oldest', () => {
    const cache = new ResponseCache<Buffer>(60_000, 1000, 1000);
    for (let i = 0; i < 10; i += 1) cache.set(`k${i}`, Buffer.alloc(300));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.get('k9')).toBeDefined();
    expect(cache.get('k0')).toBeUndefined();
    cache.set('huge', Buffer.alloc(5000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(1000);
  });

  it('counts a replaced entry once', () => {
    const cache = new ResponseCache<Buffer>(60_000, 10, 10_000);
    cache.set('a', Buffer.alloc(100));
    cache.set('a', Buffer.alloc(200));
    expect(cache.bytes).toBe(200);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });
});
