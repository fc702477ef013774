import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../testing/test-app';
import { call, freshAddress } from '../modules/auth/test-helpers';
import { RedisProxy } from './redis-proxy.testing';

/**
 * Redis taken away mid-test (issue 25 §2): the limits hold in each instance's memory at once,
 * nobody waits for Redis, and counting goes back to Redis when it returns.
 */
describe('rate limits while Redis is away', () => {
  const proxy = new RedisProxy();
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    await proxy.start();
    t = await createTestApp({ env: { REDIS_URL: proxy.url } });
    second = await buildApp(t.config, { database: { db: t.app.db, kind: t.app.dbKind, close: async () => {} } });
  });
  const bothOnRedis = () =>
    expect
      .poll(() => [t.app, second].map((app) => app.rateLimiter.storeState()), { timeout: 5_000 })
      .toEqual(['redis', 'redis']);
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await proxy.stop();
  });

  const login = (email: string, ip: string, app = t.app) =>
    call(app, '/o/oauth/v1/login', { method: 'POST', body: { email, password: 'Salah12345' }, ip });

  it('refuses the 6th wrong password with Redis stopped, each answer without waiting for Redis, and counts in Redis again once it is back', async () => {
    await bothOnRedis();
    await proxy.stop();
    const email = `tanpa-redis-${randomUUID()}@contoh.id`;
    const ip = freshAddress();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const started = performance.now();
      answers.push((await login(email, ip)).statusCode);
      // Generous: a queued call waits for ioredis' reconnects (1–8 s); a fallback answers in milliseconds.
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    expect(t.app.rateLimiter.storeState()).toBe('memory-fallback');

    await proxy.start();
    await bothOnRedis();
    // Shared again: five failures on one instance, the sixth refused by the other.
    const again = `mit-redis-${randomUUID()}@contoh.id`;
    for (let i = 0; i < 5; i++) expect((await login(again, ip)).statusCode).toBe(401);
    expect((await login(again, ip, second)).statusCode).toBe(429);
  });
});
