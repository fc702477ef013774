import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore, type RateRule } from './rate-limit';
import { RedisRateLimitStore } from './rate-limit-redis';
import { connectTestRedis } from './rate-limit.testing';
import { RedisProxy } from './redis-proxy.testing';

const rule = (subject: string, limit = 3, windowMs = 60_000): RateRule => ({ name: 'test', subject, limit, windowMs });

function storeContract(name: string, make: () => Promise<RateLimitStore>) {
  describe(`${name} store`, () => {
    let store: RateLimitStore;
    beforeAll(async () => {
      store = await make();
    });
    afterAll(() => store.close());

    it('counts hits in a window and peeks without counting', async () => {
      const key = `k:${randomUUID()}`;
      expect(await store.peek(key, 60_000)).toEqual({ count: 0, resetInMs: 0 });
      expect((await store.increment(key, 60_000)).count).toBe(1);
      const second = await store.increment(key, 60_000);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(55_000);
      expect(second.resetInMs).toBeLessThanOrEqual(60_000);
      expect((await store.peek(key, 60_000)).count).toBe(2);
      expect((await store.peek(key, 60_000)).count).toBe(2);
    });

    it('starts a new window once the old one ends', async () => {
      const key = `k:${randomUUID()}`;
      // Windows are whole seconds (rate-limiter-flexible's durations).
      await store.increment(key, 1_000);
      await store.increment(key, 1_000);
      await new Promise((r) => setTimeout(r, 1_100));
      expect((await store.peek(key, 1_000)).count).toBe(0);
      expect((await store.increment(key, 1_000)).count).toBe(1);
    });

    it('limits through the RateLimiter: consume counts every call, check/fail only failures', async () => {
      const limiter = new RateLimiter(store);
      const a = rule(randomUUID());
      for (let i = 0; i < 3; i++) await limiter.consume([a]);
      await expect(limiter.consume([a])).rejects.toMatchObject({
        statusCode: 429,
        message: 'Terlalu banyak percobaan. Silahkan coba lagi dalam 1 menit',
      });

      const b = rule(randomUUID(), 2);
      await limiter.check([b]);
      await limiter.fail([b]);
      await limiter.check([b]);
      await limiter.fail([b]);
      const error = await limiter.check([b]).catch((e: unknown) => e);
      expect(error).toMatchObject({ statusCode: 429 });
      expect(
        (error as { errors: { value: { retryAfterSeconds: number } }[] }).errors[0]!.value.retryAfterSeconds,
      ).toBeGreaterThan(50);
    });

    it('refuses when any one of several rules is over its limit', async () => {
      const limiter = new RateLimiter(store);
      const shared = rule(randomUUID(), 2);
      await limiter.consume([rule(randomUUID()), shared]);
      await limiter.consume([rule(randomUUID()), shared]);
      await expect(limiter.consume([rule(randomUUID()), shared])).rejects.toMatchObject({ statusCode: 429 });
    });
  });
}

storeContract('memory', async () => new MemoryRateLimitStore());

describe('limit factor', () => {
  it('multiplies every limit', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), 3);
    const r = rule(randomUUID(), 2);
    for (let i = 0; i < 6; i++) await limiter.consume([r]);
    await expect(limiter.consume([r])).rejects.toMatchObject({ statusCode: 429 });
  });
});
storeContract('redis', connectTestRedis);

describe('redis store', () => {
  it('shares one limit between two connections (two API instances)', async () => {
    const [one, two] = [await connectTestRedis(), await connectTestRedis()];
    try {
      const a = new RateLimiter(one);
      const b = new RateLimiter(two);
      const r = rule(randomUUID(), 3);
      await a.consume([r]);
      await b.consume([r]);
      await a.consume([r]);
      await expect(b.consume([r])).rejects.toMatchObject({ statusCode: 429 });
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('counts in memory at once when Redis cannot be reached, and says so once', async () => {
    const warnings: unknown[] = [];
    const store = new RedisRateLimitStore('redis://127.0.0.1:1', {
      log: { warn: (obj) => warnings.push(obj), info: () => undefined },
    });
    const limiter = new RateLimiter(store);
    try {
      const r = rule(randomUUID(), 1);
      await limiter.consume([r]);
      await expect(limiter.consume([r])).rejects.toMatchObject({ statusCode: 429 });
      expect(store.state()).toBe('memory-fallback');
      await expect.poll(() => warnings.length).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 500)); // ioredis keeps reconnecting meanwhile
      expect(warnings.length).toBe(1);
    } finally {
      await store.close();
    }
  });

  it('fails fast: no offline queue, a short command timeout', async () => {
    const store = await connectTestRedis();
    try {
      const options = (store as unknown as { redis: { options: Record<string, unknown> } }).redis.options;
      expect(options).toMatchObject({ enableOfflineQueue: false, maxRetriesPerRequest: 0 });
      expect(options.commandTimeout).toBeLessThanOrEqual(500);
      expect(store.state()).toBe('redis');
    } finally {
      await store.close();
    }
  });

  it('logs the way back to Redis once', async () => {
    const proxy = new RedisProxy();
    await proxy.start();
    const log = { warn: vi.fn(), info: vi.fn() };
    const store = new RedisRateLimitStore(proxy.url, { log });
    try {
      await store.ping();
      await proxy.stop();
      await expect.poll(() => store.state()).toBe('memory-fallback');
      await proxy.start();
      await expect.poll(() => store.state(), { timeout: 5_000 }).toBe('redis');
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.info).toHaveBeenCalledTimes(1);
    } finally {
      await store.close();
      await proxy.stop();
    }
  });
});
