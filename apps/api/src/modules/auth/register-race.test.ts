import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { runSeed } from '../../db/seed/run';
import { fixtureContent } from '../../testing/fixture-content';
import { API_KEY, freshDatabase } from '../../testing/test-app';
import type { FastifyInstance } from 'fastify';
import { call, latestOtp, register } from './test-helpers';
import { normalisedPhone, signUpForm } from '../../testing/members';

/**
 * Issue 12 §7: ten sign-ups racing for one e-mail answer one 200 and 409s (the unique violation
 * arrives wrapped by drizzle), and the log never carries the member's e-mail, phone, password
 * (hash), tokens, headers with credentials or query strings.
 */
let app: FastifyInstance;
let drop: () => Promise<void>;
const lines: string[] = [];

beforeAll(async () => {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', PUBLIC_API_KEY: API_KEY, CATALOGUE_CACHE_MS: '0' }),
    pgliteDir: 'memory://',
  };
  const db = await freshDatabase();
  drop = db.drop;
  const logStream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp(config, { database: db.handle, logStream });
  await runSeed(app.db, {
    mediaDir: config.mediaDir,
    publicBaseUrl: config.publicBaseUrl,
    env: 'test',
    content: fixtureContent,
  });
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('parallel sign-ups for one e-mail', () => {
  it('answer one 200 and 409s, and nothing secret reaches the log', async () => {
    const base = signUpForm({ password: 'RahasiaSekali123' });
    const attempts = Array.from({ length: 10 }, (_, i) => ({
      ...base,
      phone: i === 0 ? base.phone : signUpForm().phone,
    }));
    const answers = await Promise.all(attempts.map((a) => register(app, a)));
    // Whichever attempt won, its phone is the account's.
    const winner = attempts[answers.findIndex((a) => a.statusCode === 200)]!;
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.body.message).toBe('Email sudah terdaftar');

    // The same for one phone under different e-mails.
    const samePhone = signUpForm();
    const phoneAnswers = await Promise.all(
      Array.from({ length: 6 }, () => register(app, { ...samePhone, email: signUpForm().email })),
    );
    expect(phoneAnswers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);

    // Calls whose query or headers carry secrets.
    const phone = normalisedPhone(winner.phone);
    const otp = await latestOtp(app, phone);
    const verified = await call(app, '/o/oauth/v1/verifyPhone', { method: 'POST', body: { phone, otp } });
    const token = verified.body.result.accessToken as string;
    await call(app, `/o/oauth/v1/verify-email?uuid=rahasia-uuid-dari-query&email=${encodeURIComponent(base.email)}`);
    await call(app, '/profile/info/v1/detail', { auth: `Bearer ${token}`, headers: { cookie: `SESSION__=${token}` } });
    await call(app, '/o/oauth/v1/login', { method: 'POST', body: { email: base.email, password: 'salah-sekali-1' } });

    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [
      base.email,
      winner.phone.slice(1),
      phone,
      'RahasiaSekali123',
      'scrypt$',
      token,
      String(otp),
      'rahasia-uuid-dari-query',
      API_KEY,
    ]) {
      expect(log, `log contains ${secret}`).not.toContain(secret);
    }
  });
});
