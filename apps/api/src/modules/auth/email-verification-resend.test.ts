import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, outbox, verifiedMember } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/o/oauth/v1/resend-verify-email';
const resend = (token: string | null, ip?: string) =>
  call(t.app, URL, { method: 'POST', auth: token ? `Bearer ${token}` : null, ip });
const verificationMails = async (email: string) =>
  (await outbox(t.app, email, 'email')).filter((m) => m.data.kind === 'verify_email');

describe('a new e-mail verification link', () => {
  it('mails a new link that works, and retires the one before', async () => {
    const m = await verifiedMember(t.app);
    const [first] = await verificationMails(m.email);
    const res = await resend(m.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(`Tautan verifikasi baru sudah dikirim ke ${m.email}. Berlaku 3 hari.`);
    expect(res.body.result).toEqual({ email: m.email });
    const mails = await verificationMails(m.email);
    expect(mails).toHaveLength(2);
    const latest = mails[0]!;
    expect(latest.data.uuid).not.toBe(first!.data.uuid);
    expect(latest.text).toContain(`/verification-email/${latest.data.uuid}`);
    // The earlier link no longer works; the new one does, once.
    expect((await call(t.app, `/o/oauth/v1/verify-email?uuid=${first!.data.uuid}`)).statusCode).toBe(404);
    expect((await call(t.app, `/o/oauth/v1/verify-email?uuid=${latest.data.uuid}`)).statusCode).toBe(200);
    // Verified now: nothing more to send.
    const again = await resend(m.token);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('Email kamu sudah terverifikasi');
  });

  it('is rate-limited: 3 an hour per account, then 429 without a mail', async () => {
    const m = await verifiedMember(t.app);
    for (let i = 0; i < 3; i++) expect((await resend(m.token)).statusCode).toBe(200);
    const refused = await resend(m.token);
    expect(refused.statusCode).toBe(429);
    expect(await verificationMails(m.email)).toHaveLength(4); // the registration mail + 3
  });

  it('is rate-limited per client address across accounts (10 an hour)', async () => {
    const ip = '10.250.0.7';
    const members = await Promise.all(Array.from({ length: 4 }, () => verifiedMember(t.app)));
    let sent = 0;
    for (const m of members) for (let i = 0; i < 3; i++) if ((await resend(m.token, ip)).statusCode === 200) sent += 1;
    expect(sent).toBe(10);
  });

  it('needs a member session', async () => {
    const res = await resend(null);
    expect(res.statusCode).toBe(401);
  });
});
