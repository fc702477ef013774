import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { OWASP_SCRYPT, hashPassword, needsRehash, passwordHashParams, verifyPassword } from '../../lib/passwords';
import { call, register } from './test-helpers';
import { signUpForm } from '../../testing/members';

/** Issue 12 §8: scrypt at OWASP's cost, and older hashes upgraded transparently at login. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A hash as the shop stored them before: `scrypt$salt$key` with node's defaults (N=16384, r=8, p=1). */
function legacyHash(password: string) {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32).toString('hex')}`;
}

describe('password hashing', () => {
  it("OWASP's scrypt cost is the production default: N=2^14, r=8, p=5 (the cheat sheet's equivalent of N=2^17, p=1 in 16 MiB)", () => {
    expect(OWASP_SCRYPT).toEqual({ N: 16384, r: 8, p: 5 });
    expect(passwordHashParams({})).toEqual(OWASP_SCRYPT);
    expect(passwordHashParams({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'fast' })).toEqual(OWASP_SCRYPT);
  });

  it('stores the parameters with the hash and verifies old and new hashes', async () => {
    const fresh = await hashPassword('Rahasia123');
    expect(fresh).toMatch(/^scrypt\$N=\d+,r=\d+,p=\d+\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('Rahasia123', fresh)).toBe(true);
    expect(await verifyPassword('Rahasia124', fresh)).toBe(false);
    const old = legacyHash('Rahasia123');
    expect(await verifyPassword('Rahasia123', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(fresh)).toBe(false);
    expect(await verifyPassword('x', 'bukan-hash')).toBe(false);
  });

  it('re-hashes an old hash at the next successful login, and only then', async () => {
    const m = signUpForm();
    expect((await register(t.app, m)).statusCode).toBe(200);
    await t.app.db
      .update(users)
      .set({ passwordHash: legacyHash(m.password), phoneVerified: true })
      .where(eq(users.email, m.email));
    const wrong = await call(t.app, '/o/oauth/v1/login', {
      method: 'POST',
      body: { email: m.email, password: 'Salah12345' },
    });
    expect(wrong.statusCode).toBe(401);
    const [still] = await t.app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, m.email));
    expect(still!.hash.startsWith('scrypt$N=')).toBe(false);
    const ok = await call(t.app, '/o/oauth/v1/login', {
      method: 'POST',
      body: { email: m.email, password: m.password },
    });
    expect(ok.statusCode).toBe(200);
    const [after] = await t.app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, m.email));
    expect(needsRehash(after!.hash)).toBe(false);
    expect(after!.hash.startsWith('scrypt$N=')).toBe(true);
    expect(
      (await call(t.app, '/o/oauth/v1/login', { method: 'POST', body: { email: m.email, password: m.password } }))
        .statusCode,
    ).toBe(200);
  });
});
