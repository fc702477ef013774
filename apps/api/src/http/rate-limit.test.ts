import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore, type RateRule } from './rate-limit';
import { RedisRateLimitStore } from './rate-limit-redis';
import { connectTestRedis } from './rate-limit.testing';

const silent = { error: () => undefined };
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
      expect(await store.peek(key)).toEqual({ count: 0, resetInMs: 0 });
      expect((await store.increment(key, 60_000)).count).toBe(1);
      const second = await store.increment(key, 60_000);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(55_000);
      expect(second.resetInMs).toBeLessThanOrEqual(60_000);
      expect((await store.peek(key)).count).toBe(2);
      expect((await store.peek(key)).count).toBe(2);
    });

    it('starts a new window once the old one ends', async () => {
      const key = `k:${randomUUID()}`;
      await store.increment(key, 50);
      await store.increment(key, 50);
      await new Promise((r) => setTimeout(r, 80));
      expect((await store.peek(key)).count).toBe(0);
      expect((await store.increment(key, 50)).count).toBe(1);
    });

    it('limits through the RateLimiter: consume counts every call, check/fail only failures', async () => {
      const limiter = new RateLimiter(store, silent);
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
      const limiter = new RateLimiter(store, silent);
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
    const limiter = new RateLimiter(new MemoryRateLimitStore(), silent, 3);
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
      const a = new RateLimiter(one, silent);
      const b = new RateLimiter(two, silent);
      const r = rule(randomUUID(), 3);
      await a.consume([r]);
      await b.consume([r]);
      await a.consume([r]);
      await expect(b.consume([r])).rejects.toMatchObject({ statusCode: 429 });
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('lets requests through and logs when Redis is unreachable', async () => {
    const errors: unknown[] = [];
    const store = new RedisRateLimitStore('redis://127.0.0.1:1');
    const limiter = new RateLimiter(store, { error: (obj) => errors.push(obj) });
    try {
      const r = rule(randomUUID(), 1);
      await limiter.consume([r]);
      await limiter.consume([r]);
      expect(errors.length).toBe(2);
    } finally {
      await store.close();
    }
  });
});
