import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, phoneOtps, qrRedemptions, sessions, users } from '../../db/schema';
import { LINK_TOOL_SITE } from '@rona/domain';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { hashToken } from './sessions';
import { call, latestOtp, outbox, register, verifiedMember } from './test-helpers';
import { normalisedPhone, signUpForm } from '../../testing/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, body: unknown, auth?: string | null) => call(t.app, url, { method: 'POST', body, auth });
const profileProbe = (token: string) =>
  call(t.app, '/o/oauth/v1/logout', { method: 'POST', body: {}, auth: `Bearer ${token}` });

describe('login', () => {
  it('logs the seeded demo member and partner in by e-mail, with roles', async () => {
    const demo = await post('/o/oauth/v1/login', { email: 'demo@rona.id', password: 'RonaDemo123' });
    expect(demo.statusCode).toBe(200);
    expect(demo.body.message).toBe('Selamat Datang, Demo Rona');
    expect(demo.body.result.data).toMatchObject({ fullName: 'Demo Rona', email: 'demo@rona.id', roles: [] });
    expect(demo.body.result.accessToken).toMatch(/^[\w-]{40,}$/);
    const partner = await post('/o/oauth/v1/login', { email: 'PARTNER@rona.id', password: 'RonaPartner123' });
    expect(partner.body.result.data.roles).toEqual([{ name: 'partner', sites: [LINK_TOOL_SITE] }]);
  });

  it('answers the profile photo with the user', async () => {
    await t.app.db.update(users).set({ image: '/api/media/avatars/demo.png' }).where(eq(users.email, 'demo@rona.id'));
    const res = await post('/o/oauth/v1/login', { email: 'demo@rona.id', password: 'RonaDemo123' });
    expect(res.body.result.data.image).toBe('/api/media/avatars/demo.png');
  });

  it('logs in by phone in any of its spellings', async () => {
    for (const phone of ['081234567890', '6281234567890', '+6281234567890']) {
      const res = await post('/o/oauth/v1/login', { email: phone, password: 'RonaDemo123' });
      expect(res.statusCode, phone).toBe(200);
      expect(res.body.result.data.email).toBe('demo@rona.id');
    }
  });

  it('refuses a wrong password and an unknown account with the same answer', async () => {
    const wrong = await post('/o/oauth/v1/login', { email: 'partner@rona.id', password: 'salah-sekali1' });
    const unknown = await post('/o/oauth/v1/login', { email: 'tidakada@rona.id', password: 'RonaDemo123' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toMatchObject({ status: false, message: 'Email/nomor telepon atau kata sandi salah' });
    }
  });

  it('validates the body', async () => {
    expect((await post('/o/oauth/v1/login', { email: '', password: 'x' })).body.message).toBe(
      'Email atau nomor telepon belum diisi. email',
    );
    expect((await post('/o/oauth/v1/login', { email: 'bukan email', password: 'x' })).statusCode).toBe(400);
    expect((await post('/o/oauth/v1/login', { email: 'demo@rona.id', password: '' })).body.message).toBe(
      'Kata sandi belum diisi. password',
    );
    expect(
      (
        await call(t.app, '/o/oauth/v1/login', {
          method: 'POST',
          body: { email: 'demo@rona.id', password: 'RonaDemo123' },
          auth: null,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('answers 418 with the OTP record for an account whose phone is not verified', async () => {
    const m = signUpForm();
    const reg = await register(t.app, m);
    const res = await post('/o/oauth/v1/login', { email: m.email, password: m.password });
    expect(res.statusCode).toBe(418);
    expect(res.body.errors![0]).toMatchObject({
      value: { phone: normalisedPhone(m.phone), email: m.email, expired: reg.body.result.expired },
    });
    // A wrong password never reveals the pending verification.
    expect((await post('/o/oauth/v1/login', { email: m.email, password: 'Salah12345' })).statusCode).toBe(401);
  });

  it('gives an expired record when no code is live, so the OTP page requests one', async () => {
    const m = signUpForm();
    await register(t.app, m);
    await t.app.db
      .update(phoneOtps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneOtps.phone, normalisedPhone(m.phone)));
    const res = await post('/o/oauth/v1/login', { email: m.email, password: m.password });
    expect(res.statusCode).toBe(418);
    expect(Date.parse((res.body.errors![0] as { value: { expired: string } }).value.expired)).toBeLessThanOrEqual(
      Date.now(),
    );
  });
});

describe('register', () => {
  it('creates the account, stores the code hashed, sends it by WhatsApp and mails the e-mail link', async () => {
    const m = signUpForm({ email: 'Baru.Daftar@Contoh.id' });
    const res = await register(t.app, m);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Lanjutkan Verifikasi Nomor Telepon Kamu');
    const { expired, accessToken, points } = res.body.result;
    expect(points).toBe(0);
    expect(Date.parse(expired) - Date.now()).toBeGreaterThan(4 * 60_000);
    const phone = normalisedPhone(m.phone);
    const [user] = await t.app.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({
      email: 'baru.daftar@contoh.id',
      fullName: m.fullName,
      phoneVerified: false,
      emailVerified: false,
    });
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    const code = await latestOtp(t.app, phone);
    expect(String(code)).toMatch(/^\d{6}$/);
    const [otp] = await t.app.db.select().from(phoneOtps).where(eq(phoneOtps.userId, user!.id));
    expect(otp!.codeHash).not.toContain(String(code));
    const [mail] = await outbox(t.app, 'baru.daftar@contoh.id', 'email');
    expect(mail!.subject).toBe('Verifikasi Email Akun Rona');
    expect(mail!.text).toContain(`http://localhost:4200/verification-email/${mail!.data.uuid}`);
    // The registration token opens no member call until the phone is verified.
    expect((await profileProbe(accessToken)).statusCode).toBe(401);
  });

  it('answers every validation message of the form', async () => {
    const m = signUpForm();
    const cases: [object, string][] = [
      [{ ...m, fullName: '' }, 'Nama lengkap belum diisi. fullName'],
      [{ ...m, email: '' }, 'Email belum diisi. email'],
      [{ ...m, email: 'bukan-email' }, 'Format email tidak valid. email'],
      [{ ...m, phone: '' }, 'Nomor telepon belum diisi. phone'],
      [{ ...m, phone: '0812abc' }, 'Nomor telepon harus diawali 62 (tanpa simbol +) dan minimal 11 angka. phone'],
      [{ ...m, phone: '1234567890' }, 'Nomor telepon harus diawali 62 (tanpa simbol +) dan minimal 11 angka. phone'],
      [{ ...m, password: 'Pendek1' }, 'Kata Sandi harus minimal 8 karakter. password'],
      [{ ...m, password: 'hanyahuruf' }, 'Kata sandi harus mengandung huruf dan angka. password'],
      [{ ...m, password: '1234567890' }, 'Kata sandi harus mengandung huruf dan angka. password'],
    ];
    for (const [body, message] of cases) {
      const res = await register(t.app, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await t.app.db.select().from(users).where(eq(users.email, m.email))).length).toBe(0);
  });

  it('drops a leading 0 and stores 62…', async () => {
    const m = signUpForm({ phone: '0856 1234-5678' });
    expect((await register(t.app, m)).statusCode).toBe(200);
    expect((await t.app.db.select().from(users).where(eq(users.phone, '6285612345678'))).length).toBe(1);
  });

  it('refuses a taken e-mail or phone with 409', async () => {
    const taken = await register(t.app, signUpForm({ email: 'DEMO@rona.id' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe('Email sudah terdaftar');
    const phone = await register(t.app, signUpForm({ phone: '081234567890' }));
    expect(phone.statusCode).toBe(409);
    expect(phone.body.message).toBe('Nomor telepon sudah terdaftar');
  });

  it('applies a QR offer: points in the answer, credited once the phone is verified', async () => {
    const m = signUpForm();
    const res = await register(t.app, m, 'RONAKLINIK');
    expect(res.body.result.points).toBe(10000);
    expect(res.body.message).toBe('Lanjutkan Verifikasi Nomor Telepon Kamu untuk mendapatkan 10.000 Poin');
    const [user] = await t.app.db.select().from(users).where(eq(users.email, m.email));
    const before = await t.app.db.select().from(qrRedemptions).where(eq(qrRedemptions.userId, user!.id));
    expect(before).toMatchObject([{ code: 'RONAKLINIK', points: 10000, creditedAt: null }]);
    const phone = normalisedPhone(m.phone);
    await post('/o/oauth/v1/verifyPhone', { phone, otp: await latestOtp(t.app, phone) });
    const [after] = await t.app.db.select().from(qrRedemptions).where(eq(qrRedemptions.userId, user!.id));
    expect(after!.creditedAt).toBeInstanceOf(Date);
  });

  it('refuses an unknown QR code without creating the account', async () => {
    const m = signUpForm();
    const res = await register(t.app, m, 'TIDAKADA');
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('QR Code tidak Ditemukan');
    expect((await t.app.db.select().from(users).where(eq(users.email, m.email))).length).toBe(0);
  });
});

describe('QR offer', () => {
  it('answers a seeded offer and 404 for an unknown one', async () => {
    const res = await call(t.app, '/o/oauth/v1/qr?qr=RONABEAUTYFAIR');
    expect(res.body.result).toEqual({ name: 'Rona di Beauty Fair', value: 5000 });
    const missing = await call(t.app, '/o/oauth/v1/qr?qr=NOPE');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('QR Code tidak Ditemukan');
    expect((await call(t.app, '/o/oauth/v1/qr')).body.message).toBe('QR Code tidak Ditemukan. qr');
  });
});

describe('phone OTP', () => {
  it('verifies the phone, logs the member in and ends the registration token', async () => {
    const m = signUpForm();
    const reg = await register(t.app, m);
    const phone = normalisedPhone(m.phone);
    const res = await post('/o/oauth/v1/verifyPhone', { phone, otp: await latestOtp(t.app, phone) });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Verifikasi Nomor Telepon Berhasil. Selamat Bergabung di Rona');
    expect(res.body.result.data).toMatchObject({ email: m.email, fullName: m.fullName });
    const [user] = await t.app.db.select().from(users).where(eq(users.phone, phone));
    expect(user!.phoneVerified).toBe(true);
    const [registration] = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(reg.body.result.accessToken)));
    expect(registration!.revoked).toBe(true);
    expect((await profileProbe(res.body.result.accessToken)).statusCode).toBe(200);
    // Now a normal login works, and the phone cannot be verified again.
    expect((await post('/o/oauth/v1/login', { email: m.email, password: m.password })).statusCode).toBe(200);
    const again = await post('/o/oauth/v1/request-otp', { phone });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('Nomor telepon sudah terverifikasi, silahkan login');
  });

  it('refuses a wrong code, then accepts the right one once (no replay)', async () => {
    const m = signUpForm();
    await register(t.app, m);
    const phone = normalisedPhone(m.phone);
    const code = await latestOtp(t.app, phone);
    const wrong = await post('/o/oauth/v1/verifyPhone', { phone, otp: code === 999999 ? 100000 : code + 1 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.errors).toEqual([{ message: 'Kode OTP salah', field: 'otp' }]);
    expect((await post('/o/oauth/v1/verifyPhone', { phone, otp: code })).statusCode).toBe(200);
    // Replaying the code: the phone is verified, and the code itself is used up.
    const [otp] = await t.app.db.select().from(phoneOtps).where(eq(phoneOtps.phone, phone));
    expect(otp!.usedAt).toBeInstanceOf(Date);
    expect((await post('/o/oauth/v1/verifyPhone', { phone, otp: code })).statusCode).toBe(409);
  });

  it('a used code cannot be used again for the same pending phone (resend makes the old code stale)', async () => {
    const m = signUpForm();
    await register(t.app, m);
    const phone = normalisedPhone(m.phone);
    const first = await latestOtp(t.app, phone);
    const resend = await post('/o/oauth/v1/request-otp', { phone });
    expect(resend.statusCode).toBe(200);
    expect(resend.body.message).toBe('Kode OTP telah dikirim melalui WhatsApp');
    const second = await latestOtp(t.app, phone);
    if (first !== second) {
      const stale = await post('/o/oauth/v1/verifyPhone', { phone, otp: first });
      expect(stale.statusCode).toBe(400);
    }
    expect((await post('/o/oauth/v1/verifyPhone', { phone, otp: second })).statusCode).toBe(200);
  });

  it('refuses an expired code with the resend message', async () => {
    const m = signUpForm();
    await register(t.app, m);
    const phone = normalisedPhone(m.phone);
    const code = await latestOtp(t.app, phone);
    await t.app.db
      .update(phoneOtps)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(phoneOtps.phone, phone));
    const res = await post('/o/oauth/v1/verifyPhone', { phone, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Kirim Ulang Kode OTP untuk melanjutkan verifikasi');
    expect(res.body.errors).toEqual([{ message: 'Kirim Ulang Kode OTP untuk melanjutkan verifikasi', field: 'otp' }]);
  });

  it('uses a code up after 5 wrong tries', async () => {
    const m = signUpForm();
    await register(t.app, m);
    const phone = normalisedPhone(m.phone);
    const code = await latestOtp(t.app, phone);
    const wrongCode = code === 999999 ? 100000 : code + 1;
    const answers: string[] = [];
    for (let i = 0; i < 5; i++)
      answers.push((await post('/o/oauth/v1/verifyPhone', { phone, otp: wrongCode })).body.errors![0]!.message);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('Kode OTP salah'));
    expect(answers[4]).toBe('Kode OTP salah terlalu banyak. Kirim Ulang Kode OTP untuk melanjutkan verifikasi');
    expect((await post('/o/oauth/v1/verifyPhone', { phone, otp: code })).body.errors![0]!.message).toBe(
      'Kirim Ulang Kode OTP untuk melanjutkan verifikasi',
    );
  });

  it('validates phone and code', async () => {
    expect((await post('/o/oauth/v1/verifyPhone', { otp: 123456 })).body.message).toBe(
      'Tidak Dapat Melanjutkan, Silahkan Kembali Ke Login. phone',
    );
    expect((await post('/o/oauth/v1/verifyPhone', { phone: '6281234567890' })).body.message).toBe(
      'Kode OTP Belum Diisi. otp',
    );
    expect((await post('/o/oauth/v1/verifyPhone', { phone: '6281234567890', otp: 12345 })).body.message).toBe(
      'Kode OTP harus 6 angka. otp',
    );
    expect((await post('/o/oauth/v1/verifyPhone', { phone: '6289999999999', otp: 123456 })).statusCode).toBe(404);
    const unknown = await post('/o/oauth/v1/request-otp', { phone: '6289999999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe('Nomor telepon tidak terdaftar');
    expect((await post('/o/oauth/v1/request-otp', { phone: '' })).body.message).toBe(
      'Nomor telepon belum diisi. phone',
    );
  });
});

describe('forgot and reset password', () => {
  async function resetLink(email: string) {
    const [mail] = await outbox(t.app, email, 'email');
    return mail!;
  }

  it('mails a reset link; the token sets the password once, ends sessions, and cannot be replayed', async () => {
    const m = await verifiedMember(t.app);
    const forgot = await post('/o/oauth/v1/forgot', { email: m.email.toUpperCase() });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.body.message).toBe('Silahkan cek email anda untuk membuat password baru');
    const mail = await resetLink(m.email);
    expect(mail.subject).toBe('Reset Kata Sandi Akun Rona');
    expect(mail.text).toContain(`http://localhost:4200/reset-password/${mail.data.token}`);
    const [stored] = await t.app.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(mail.data.token!)));
    expect(stored!.kind).toBe('reset_password');

    const reset = await post(`/o/oauth/v1/reset/${mail.data.token}`, {
      password: 'BaruSekali99',
      rePassword: 'BaruSekali99',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.body.message).toBe('Berhasil Mereset Password, silahkan login menggunakan password yang baru dibuat');
    expect((await profileProbe(m.token)).statusCode).toBe(401);
    expect((await post('/o/oauth/v1/login', { email: m.email, password: m.password })).statusCode).toBe(401);
    expect((await post('/o/oauth/v1/login', { email: m.email, password: 'BaruSekali99' })).statusCode).toBe(200);

    const replay = await post(`/o/oauth/v1/reset/${mail.data.token}`, {
      password: 'LagiLagi123',
      rePassword: 'LagiLagi123',
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.body.message).toBe('Tautan reset kata sandi tidak valid atau sudah kedaluwarsa');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await post('/o/oauth/v1/forgot', { email: 'siapa@contoh.id' });
    expect(res.statusCode).toBe(200);
    expect(await outbox(t.app, 'siapa@contoh.id')).toEqual([]);
  });

  it('refuses an expired token and an older token after a new request', async () => {
    const m = await verifiedMember(t.app);
    await post('/o/oauth/v1/forgot', { email: m.email });
    const first = (await resetLink(m.email)).data.token!;
    await post('/o/oauth/v1/forgot', { email: m.email });
    const second = (await resetLink(m.email)).data.token!;
    expect(second).not.toBe(first);
    const body = { password: 'BaruSekali99', rePassword: 'BaruSekali99' };
    expect((await post(`/o/oauth/v1/reset/${first}`, body)).statusCode).toBe(400);
    await t.app.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.tokenHash, hashToken(second)));
    expect((await post(`/o/oauth/v1/reset/${second}`, body)).statusCode).toBe(400);
  });

  it('validates the new password and its confirmation', async () => {
    const cases: [object, string][] = [
      [{ password: 'Pendek1', rePassword: 'Pendek1' }, 'Kata sandi harus minimal 8 karakter. password'],
      [{ password: 'BaruSekali99', rePassword: 'BedaSekali99' }, 'Konfirmasi password tidak sama. rePassword'],
      [{ password: 'tanpaangka', rePassword: 'tanpaangka' }, 'Kata sandi harus mengandung huruf dan angka. password'],
    ];
    for (const [body, message] of cases)
      expect((await post('/o/oauth/v1/reset/apa-saja', body)).body.message).toBe(message);
    expect((await post('/o/oauth/v1/forgot', { email: 'bukan' })).body.message).toBe('Format email tidak valid. email');
  });
});

describe('e-mail verification', () => {
  it('verifies with the mailed uuid once', async () => {
    const m = signUpForm();
    await register(t.app, m);
    const [mail] = await outbox(t.app, m.email, 'email');
    const res = await call(t.app, `/o/oauth/v1/verify-email?uuid=${mail!.data.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toEqual({ fullName: m.fullName });
    const [user] = await t.app.db.select().from(users).where(eq(users.email, m.email));
    expect(user!.emailVerified).toBe(true);
    const replay = await call(t.app, `/o/oauth/v1/verify-email?uuid=${mail!.data.uuid}`);
    expect(replay.statusCode).toBe(404);
    expect(replay.body.message).toBe('Tautan verifikasi email tidak valid atau sudah kedaluwarsa');
  });

  it('refuses a missing, malformed or expired uuid', async () => {
    expect((await call(t.app, '/o/oauth/v1/verify-email')).body.message).toBe(
      'Halaman Tidak Valid, Silahkan Kembali. uuid',
    );
    expect((await call(t.app, '/o/oauth/v1/verify-email?uuid=abc')).statusCode).toBe(400);
    expect((await call(t.app, '/o/oauth/v1/verify-email?uuid=7d6f7f51-5a4b-4c1e-9a55-0f0f0f0f0f0f')).statusCode).toBe(
      404,
    );
    const m = signUpForm();
    await register(t.app, m);
    const [mail] = await outbox(t.app, m.email, 'email');
    await t.app.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.tokenHash, hashToken(mail!.data.uuid!)));
    expect((await call(t.app, `/o/oauth/v1/verify-email?uuid=${mail!.data.uuid}`)).statusCode).toBe(404);
  });
});

describe('logout', () => {
  it('revokes the session; the token then answers 401 Sesi Berakhir', async () => {
    const login = await post('/o/oauth/v1/login', { email: 'demo@rona.id', password: 'RonaDemo123' });
    const bearer = `Bearer ${login.body.result.accessToken}`;
    const res = await post('/o/oauth/v1/logout', { token: login.body.result.accessToken }, bearer);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Akun kamu berhasil keluar');
    const [session] = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(login.body.result.accessToken)));
    expect(session!.revoked).toBe(true);
    const after = await post('/o/oauth/v1/logout', {}, bearer);
    expect(after.statusCode).toBe(401);
    expect(after.body.message).toBe('Sesi Berakhir Silahkan Login Kembali');
    expect((await post('/o/oauth/v1/logout', {}, null)).statusCode).toBe(401);
  });

  it("leaves the member's other sessions alone", async () => {
    const a = await post('/o/oauth/v1/login', { email: 'partner@rona.id', password: 'RonaPartner123' });
    const b = await post('/o/oauth/v1/login', { email: 'partner@rona.id', password: 'RonaPartner123' });
    await post('/o/oauth/v1/logout', {}, `Bearer ${a.body.result.accessToken}`);
    expect((await profileProbe(b.body.result.accessToken)).statusCode).toBe(200);
  });
});

describe('development outbox', () => {
  it('lists the newest messages first, filtered by channel', async () => {
    const m = signUpForm();
    await register(t.app, m);
    const all = await call(t.app, '/dev/v1/outbox?limit=100', { auth: null });
    expect(all.statusCode).toBe(200);
    const times = (all.body.result as { createdAt: string }[]).map((x) => Date.parse(x.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const wa = await outbox(t.app, normalisedPhone(m.phone), 'whatsapp');
    expect(wa).toHaveLength(1);
    expect(await outbox(t.app, m.phone, 'whatsapp')).toEqual(wa);
    expect(await outbox(t.app, m.email.toUpperCase(), 'whatsapp')).toEqual([]);
    expect(await outbox(t.app, m.email.toUpperCase(), 'email')).toHaveLength(1);
    expect(wa[0]!.text).toMatch(/^\d{6} adalah kode OTP Rona kamu\. Berlaku 5 menit\./);
    expect((await call(t.app, '/dev/v1/outbox?limit=0', { auth: null })).statusCode).toBe(400);
  });
});
