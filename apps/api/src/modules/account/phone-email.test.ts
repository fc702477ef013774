import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { readOutbox } from '../messaging/outbox';
import { newMember } from '../../testing/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lastOtp = async (phone: string) => {
  const [msg] = await readOutbox(t.app.db, { to: phone, channel: 'whatsapp', limit: 1 });
  return Number(msg!.data.otp);
};

describe('profile phone verification', () => {
  it('sends a WhatsApp code, refuses a wrong one, verifies with the right one, once', async () => {
    const m = await newMember(t.app, { phone: '6281300000001', phoneVerified: false });
    const sent = await m.call('GET', '/profile/security/v1/request-otp');
    expect(sent.statusCode).toBe(200);
    expect(new Date(sent.body.result.expired).getTime()).toBeGreaterThan(Date.now());
    expect((await m.call('GET', '/profile/info/v1/detail')).body.result.phone).toEqual({
      value: '6281300000001',
      verified: false,
      requested: true,
    });

    const code = await lastOtp('6281300000001');
    const wrong = await m.call('POST', '/profile/security/v1/verification-otp', {
      otp: code === 999999 ? 100000 : code + 1,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toBe('Kode OTP salah');
    const ok = await m.call('POST', '/profile/security/v1/verification-otp', { otp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.result.phone).toEqual({ value: '6281300000001', verified: true, requested: false });

    const again = await m.call('GET', '/profile/security/v1/request-otp');
    expect(again.statusCode).toBe(400);
    expect(again.body.message).toBe('Nomor telepon sudah terverifikasi');
  });

  it('does not accept a code sent to another member nor a malformed one', async () => {
    const a = await newMember(t.app, { phone: '6281300000002', phoneVerified: false });
    const b = await newMember(t.app, { phone: '6281300000003', phoneVerified: false });
    await a.call('GET', '/profile/security/v1/request-otp');
    const codeOfA = await lastOtp('6281300000002');
    const stolen = await b.call('POST', '/profile/security/v1/verification-otp', { otp: codeOfA });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.body.message).toBe('Kirim Ulang Kode OTP untuk melanjutkan verifikasi');
    const empty = await a.call('POST', '/profile/security/v1/verification-otp', {});
    expect(empty.body.errors?.[0]?.message).toBe('Kode OTP Belum Diisi');
    const short = await a.call('POST', '/profile/security/v1/verification-otp', { otp: 12345 });
    expect(short.body.errors?.[0]?.message).toBe('Kode OTP harus 6 angka');
  });

  it('a changed phone needs verifying again', async () => {
    const m = await newMember(t.app, { phone: '6281300000004' });
    const res = await m.call('PUT', '/profile/personal/v1/update', { phone: '081300000005', password: 'SandiLama123' });
    expect(res.body.result.phone).toMatchObject({ value: '6281300000005', verified: false });
    expect((await m.call('GET', '/profile/security/v1/request-otp')).statusCode).toBe(200);
  });
});

describe('e-mail change', () => {
  it('mails a verification link to the new address', async () => {
    const m = await newMember(t.app, { email: 'lama@contoh.id' });
    const res = await m.call('PUT', '/profile/personal/v1/update', {
      email: 'Baru@Contoh.id',
      password: 'SandiLama123',
    });
    expect(res.body.result.email).toEqual({ value: 'baru@contoh.id', verified: false });
    const [mail] = await readOutbox(t.app.db, { to: 'baru@contoh.id', channel: 'email', limit: 1 });
    expect(mail?.text).toContain('/verification-email/');
  });
});
