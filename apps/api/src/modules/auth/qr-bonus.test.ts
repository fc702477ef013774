import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointLogs, qrRedemptions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, latestOtp, register } from './test-helpers';
import { normalisedPhone, signUpForm } from '../../testing/members';

/** Issue 11 §7: `/register?qr=RONAKLINIK` promises 10.000 Poin; phone verification pays it, once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (phone: string, otp: number) =>
  call(t.app, '/o/oauth/v1/verifyPhone', { method: 'POST', body: { phone, otp } });

async function pointsOf(token: string) {
  const profile = await call(t.app, '/profile/info/v1/detail', { auth: `Bearer ${token}` });
  const res = await call(t.app, `/profile/personal/v1/points/${profile.body.result.session.id}`, {
    auth: `Bearer ${token}`,
  });
  return res.body.result.datas as { totalPoint: number; points: { type: string; point: number }[] };
}

describe('QR sign-up bonus', () => {
  it('credits the offer as one income entry with an expiry, even when verification is sent in parallel and repeated', async () => {
    const m = signUpForm();
    expect((await register(t.app, m, 'RONAKLINIK')).statusCode).toBe(200);
    const phone = normalisedPhone(m.phone);
    const otp = await latestOtp(t.app, phone);
    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(phone, otp)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    expect((await verify(phone, otp)).statusCode).toBe(409);

    const points = await pointsOf(ok[0]!.body.result.accessToken);
    expect(points.totalPoint).toBe(10_000);
    expect(points.points).toEqual([expect.objectContaining({ type: 'income', point: 10_000 })]);
    const [user] = await t.app.db.select().from(users).where(eq(users.email, m.email));
    const logs = await t.app.db.select().from(pointLogs).where(eq(pointLogs.userId, user!.id));
    expect(logs).toHaveLength(1);
    expect(logs[0]!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    const [redemption] = await t.app.db.select().from(qrRedemptions).where(eq(qrRedemptions.userId, user!.id));
    expect(redemption!.creditedAt).toBeInstanceOf(Date);
  });

  it('the crediting step itself pays once under parallel calls', async () => {
    const { creditQrBonus } = await import('./qr-bonus');
    const m = signUpForm();
    await register(t.app, m, 'RONABEAUTYFAIR');
    const [user] = await t.app.db.select().from(users).where(eq(users.email, m.email));
    await Promise.all(Array.from({ length: 6 }, () => t.app.db.transaction((tx) => creditQrBonus(tx, user!.id))));
    const logs = await t.app.db.select().from(pointLogs).where(eq(pointLogs.userId, user!.id));
    expect(logs.map((l) => l.point)).toEqual([5_000]);
  });

  it('a registration without a QR code earns no points', async () => {
    const m = signUpForm();
    await register(t.app, m);
    const phone = normalisedPhone(m.phone);
    const res = await verify(phone, await latestOtp(t.app, phone));
    expect((await pointsOf(res.body.result.accessToken)).totalPoint).toBe(0);
  });
});
