import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../../app';
import { MemoryRateLimitStore, RateLimiter } from '../../http/rate-limit';
import { TEST_REDIS_URL, connectTestRedis } from '../../http/rate-limit.testing';
import { loginRules } from './limits';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, freshAddress, latestOtp, register } from './test-helpers';
import { normalisedPhone, signUpForm } from '../../testing/members';

const limited = (res: { statusCode: number; body: { status: boolean; message: string } }) => {
  expect(res.statusCode).toBe(429);
  expect(res.body.status).toBe(false);
  expect(res.body.message).toMatch(/^Terlalu banyak percobaan\. Silahkan coba lagi dalam \d+ menit$/);
};
const login = (app: FastifyInstance, email: string, password: string, ip?: string) =>
  call(app, '/o/oauth/v1/login', { method: 'POST', body: { email, password }, ip });

describe('rate limits (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('uses the memory store without REDIS_URL', () => {
    expect(t.app.rateLimiter.store.kind).toBe('memory');
  });

  it('after 5 wrong passwords from one address, that address waits for the account (by e-mail or phone), even with the right password; other addresses do not', async () => {
    const ip = freshAddress();
    for (const id of ['partner@rona.id', 'PARTNER@rona.id', '081298765432', '6281298765432', 'partner@rona.id']) {
      expect((await login(t.app, id, 'Salah12345', ip)).statusCode).toBe(401);
    }
    limited(await login(t.app, 'partner@rona.id', 'RonaPartner123', ip));
    limited(await login(t.app, '081298765432', 'RonaPartner123', ip));
    expect((await login(t.app, 'demo@rona.id', 'RonaDemo123', ip)).statusCode).toBe(200);
    expect((await login(t.app, 'partner@rona.id', 'RonaPartner123')).statusCode).toBe(200);
  });

  it('does not count successful logins', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 8; i++) expect((await login(t.app, 'demo@rona.id', 'RonaDemo123', ip)).statusCode).toBe(200);
  });

  it('locks an address after 50 failures across accounts', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 50; i++)
      expect((await login(t.app, `orang${i}@contoh.id`, 'Salah12345', ip)).statusCode).toBe(401);
    limited(await login(t.app, 'demo@rona.id', 'RonaDemo123', ip));
    expect((await login(t.app, 'demo@rona.id', 'RonaDemo123')).statusCode).toBe(200);
  }, 120_000);

  it('makes the wait grow: a minute after 5 failures, a quarter of an hour after 10, an hour after 20', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    const rules = loginRules('user:x', '10.1.2.3');
    const failTimes = async (n: number) => {
      for (let i = 0; i < n; i++) {
        await limiter.check(rules);
        await limiter.fail(rules);
      }
    };
    const waitMinutes = async () => {
      try {
        await limiter.check(rules);
        return 0;
      } catch (err) {
        return (err as { errors: { value: { retryAfterSeconds: number } }[] }).errors[0]!.value.retryAfterSeconds / 60;
      }
    };
    await failTimes(5);
    expect(await waitMinutes()).toBeLessThanOrEqual(1);
    vi.advanceTimersByTime(61_000);
    await failTimes(5);
    expect(await waitMinutes()).toBeGreaterThan(13);
    vi.advanceTimersByTime(15 * 60_000);
    for (let i = 0; i < 2; i++) {
      await failTimes(5);
      vi.advanceTimersByTime(61_000);
    }
    expect(await waitMinutes()).toBeGreaterThan(25);
    expect(await waitMinutes()).toBeLessThanOrEqual(60);
    // Another address is not affected.
    await expect(limiter.check(loginRules('user:x', '10.9.9.9'))).resolves.toBeUndefined();
  });

  it('allows 3 OTP sends per phone in 15 minutes (registration counts)', async () => {
    const m = signUpForm();
    await register(t.app, m);
    const phone = normalisedPhone(m.phone);
    for (let i = 0; i < 2; i++)
      expect((await call(t.app, '/o/oauth/v1/request-otp', { method: 'POST', body: { phone } })).statusCode).toBe(200);
    limited(await call(t.app, '/o/oauth/v1/request-otp', { method: 'POST', body: { phone } }));
  });

  it('allows 10 OTP sends per address', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 10; i++) {
      const res = await call(t.app, '/o/oauth/v1/register', { method: 'POST', body: signUpForm(), ip });
      expect(res.statusCode).toBe(200);
    }
    const m = signUpForm();
    limited(await call(t.app, '/o/oauth/v1/register', { method: 'POST', body: m, ip }));
    // The refused registration left no account behind, so it can be retried from elsewhere.
    expect((await register(t.app, m)).statusCode).toBe(200);
  });

  it('locks OTP checks of a phone after 10 wrong codes, even across resends', async () => {
    const m = signUpForm();
    await register(t.app, m);
    const phone = normalisedPhone(m.phone);
    const verify = (otp: number) => call(t.app, '/o/oauth/v1/verifyPhone', { method: 'POST', body: { phone, otp } });
    const wrong = (code: number) => (code === 999999 ? 100000 : code + 1);
    let code = await latestOtp(t.app, phone);
    for (let i = 0; i < 5; i++) expect((await verify(wrong(code))).statusCode).toBe(400);
    await call(t.app, '/o/oauth/v1/request-otp', { method: 'POST', body: { phone } });
    code = await latestOtp(t.app, phone);
    for (let i = 0; i < 5; i++) expect((await verify(wrong(code))).statusCode).toBe(400);
    limited(await verify(code));
  });

  it('allows 3 reset mails per address and 10 per client address an hour', async () => {
    const forgot = (email: string, ip?: string) =>
      call(t.app, '/o/oauth/v1/forgot', { method: 'POST', body: { email }, ip });
    for (let i = 0; i < 3; i++) expect((await forgot('demo@rona.id')).statusCode).toBe(200);
    limited(await forgot('DEMO@rona.id'));
    const ip = freshAddress();
    for (let i = 0; i < 10; i++) expect((await forgot(`lupa${i}@contoh.id`, ip)).statusCode).toBe(200);
    limited(await forgot('lupa-lagi@contoh.id', ip));
  });
});

describe('rate limits shared through Redis by two API instances', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    // Fails here, clearly, when Redis is not running.
    await (await connectTestRedis()).close();
    t = await createTestApp({ env: { REDIS_URL: TEST_REDIS_URL, TRUST_PROXY: 'true' } });
    const database = { db: t.app.db, kind: t.app.dbKind, close: async () => {} };
    second = await buildApp(t.config, { database });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('uses the Redis store when REDIS_URL is set', () => {
    expect(t.app.rateLimiter.store.kind).toBe('redis');
    expect(second.rateLimiter.store.kind).toBe('redis');
  });

  it('enforces one login limit across both instances', async () => {
    // A fresh account name per run: Redis keeps counters between test runs.
    const email = `redis-${randomUUID()}@contoh.id`;
    const ip = freshAddress();
    for (const app of [t.app, second, t.app, second, t.app])
      expect((await login(app, email, 'Salah12345', ip)).statusCode).toBe(401);
    limited(await login(second, email, 'Salah12345', ip));
    limited(await login(t.app, email, 'Salah12345', ip));
  });

  it('enforces one forgot-password limit across both instances', async () => {
    const email = `redis-${randomUUID()}@contoh.id`;
    const forgot = (app: FastifyInstance) => call(app, '/o/oauth/v1/forgot', { method: 'POST', body: { email } });
    expect((await forgot(t.app)).statusCode).toBe(200);
    expect((await forgot(second)).statusCode).toBe(200);
    expect((await forgot(t.app)).statusCode).toBe(200);
    limited(await forgot(second));
  });

  it('counts per client address from X-Forwarded-For behind a trusted proxy', async () => {
    // Random addresses: Redis keeps counters between test runs.
    const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`;
    const [a, b] = [randomAddress(), randomAddress()];
    const from = (address: string, email: string) =>
      call(t.app, '/o/oauth/v1/login', {
        method: 'POST',
        body: { email, password: 'Salah12345' },
        ip: '127.0.0.1',
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < 50; i++) expect((await from(a, `proxy-${randomUUID()}@contoh.id`)).statusCode).toBe(401);
    limited(await from(a, `proxy-${randomUUID()}@contoh.id`));
    expect((await from(b, `proxy-${randomUUID()}@contoh.id`)).statusCode).toBe(401);
  }, 120_000);
});
