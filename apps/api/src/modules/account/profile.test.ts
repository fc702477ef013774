import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createSession, verifyPassword } from '../auth/sessions';
import { demoMember, newMember, type TestMember } from '../../testing/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('profile detail', () => {
  it("answers the caller's own profile with counts and defaults", async () => {
    const demo = await demoMember(t.app);
    const res = await demo.call('GET', '/profile/info/v1/detail');
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toMatchObject({
      id: demo.userId,
      fullName: 'Demo Rona',
      email: { value: 'demo@rona.id', verified: true },
      phone: { verified: true, requested: false },
      image: null,
      identification: { sex: null, birth: { date: null } },
      banks: null,
      skinProfile: [],
      count: { notification: 3 },
      roles: [],
    });
    expect(res.body.result.notification.promotion).toEqual({
      newsletter: true,
      discountVoucher: true,
      birthDay: true,
      newProduct: true,
    });
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.userId, demo.userId));
    expect(res.body.result.session.id).toBe(session!.id);
  });

  it('needs a valid session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/profile/info/v1/detail',
      headers: { authorization: 'Bearer nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sesi Berakhir Silahkan Login Kembali');
  });
});

describe('personal update', () => {
  let sari: TestMember;
  beforeAll(async () => {
    sari = await newMember(t.app, { email: 'sari@contoh.id', phone: '6281100000001' });
  });

  it('changes the given fields only', async () => {
    const res = await sari.call('PUT', '/profile/personal/v1/update', {
      fullname: 'Sari W.',
      birthdate: '1995-04-30',
      sex: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Data pribadi anda berasil dirubah');
    expect(res.body.result).toMatchObject({
      fullName: 'Sari W.',
      identification: { sex: 0, birth: { date: '1995-04-30' } },
      email: { value: 'sari@contoh.id', verified: true },
      phone: { value: '6281100000001', verified: true },
    });
  });

  it('unverifies a changed e-mail or phone and keeps them unique', async () => {
    const other = await newMember(t.app, { email: 'budi@contoh.id', phone: '6281100000002' });
    const taken = await sari.call('PUT', '/profile/personal/v1/update', { email: 'BUDI@contoh.id' });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe('Email sudah terdaftar');
    const phoneTaken = await sari.call('PUT', '/profile/personal/v1/update', { phone: '081100000002' });
    expect(phoneTaken.statusCode).toBe(409);
    expect(phoneTaken.body.message).toBe('Nomor telepon sudah terdaftar');
    const res = await sari.call('PUT', '/profile/personal/v1/update', {
      email: 'sari.baru@contoh.id',
      phone: '0811 0000 0003',
      password: 'SandiLama123',
    });
    expect(res.body.result).toMatchObject({
      email: { value: 'sari.baru@contoh.id', verified: false },
      phone: { value: '6281100000003', verified: false },
    });
    expect((await other.call('GET', '/profile/info/v1/detail')).body.result.email.value).toBe('budi@contoh.id');
  });

  it('rejects bad input with the form messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ fullname: ' ' }, 'Nama lengkap belum diisi'],
      [{ birthdate: '30-04-1995' }, 'Format tanggal lahir tidak valid'],
      [{ birthdate: '1995-02-30' }, 'Format tanggal lahir tidak valid'],
      [{ birthdate: '2999-01-01' }, 'Format tanggal lahir tidak valid'],
      [{ sex: 2 }, 'Jenis kelamin tidak valid'],
      [{ email: 'bukan-email' }, 'Format email tidak valid'],
      [{ image: 'javascript:alert(1)' }, 'Gambar tidak valid, silahkan upload ulang'],
    ];
    for (const [body, message] of cases) {
      const res = await sari.call('PUT', '/profile/personal/v1/update', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[0]?.message).toBe(message);
    }
  });
});

/** A multipart body with one file part. */
function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----rona-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real 1×1 PNG (uploads are decoded and re-encoded without metadata, so a bare header is refused). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c49444154789c633850160500038a0191752fc7850000000049454e44ae426082',
  'hex',
);

describe('profile photo', () => {
  const upload = (m: TestMember, body: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: '/upload/v1/image-single',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${m.token}` },
    });

  it('uploads an image and sets it as the photo', async () => {
    const m = await newMember(t.app);
    const res = await upload(m, multipart('image', 'foto.png', 'image/png', PNG));
    expect(res.statusCode).toBe(200);
    const url = res.json().result as string;
    expect(url).toMatch(/^\/api\/media\/uploads\/.+\.png$/);
    const saved = await m.call('PUT', '/profile/personal/v1/update', { image: url });
    expect(saved.body.result.image).toBe(url);
    const served = await t.app.inject({ method: 'GET', url: url.replace(/^\/api/, '') });
    expect(served.statusCode).toBe(200);
  });

  it("refuses a file over 5 MB with 'File Gambar terlalu besar!' and a non-image by its bytes", async () => {
    const m = await newMember(t.app);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(m, multipart('image', 'besar.png', 'image/png', big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('File Gambar terlalu besar!');
    const fake = await upload(
      m,
      multipart('image', 'foto.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>')),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('File harus berupa gambar (jpg, png, webp atau gif)');
  });

  it('needs a session', async () => {
    const body = multipart('image', 'foto.png', 'image/png', PNG);
    const res = await t.app.inject({
      method: 'POST',
      url: '/upload/v1/image-single',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('checks the current password, then changes it once with the token and ends the other sessions', async () => {
    const m = await newMember(t.app);
    const wrong = await m.call('POST', '/profile/security/v1/validation-password', { password: 'salah-sekali' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toBe('Kata sandi lama tidak sesuai');
    const other = await createSession(t.app.db, m.userId);
    const ok = await m.call('POST', '/profile/security/v1/validation-password', { password: 'SandiLama123' });
    expect(ok.statusCode).toBe(200);
    const token = ok.body.result.token as string;

    const mismatch = await m.call('POST', '/profile/security/v1/change-password', {
      token,
      password: 'SandiBaru123',
      rePassword: 'SandiBaru124',
    });
    expect(mismatch.body.message).toBe('Konfirmasi kata sandi harus sama. rePassword');
    const short = await m.call('POST', '/profile/security/v1/change-password', {
      token,
      password: 'pendek',
      rePassword: 'pendek',
    });
    expect(short.body.errors?.[0]?.message).toBe('Kata sandi harus minimal 8 karakter');

    const changed = await m.call('POST', '/profile/security/v1/change-password', {
      token,
      password: 'SandiBaru123',
      rePassword: 'SandiBaru123',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.message).toBe('Kata Sandi berhasil diubah');
    const [user] = await t.app.db.select().from(users).where(eq(users.id, m.userId));
    expect(await verifyPassword('SandiBaru123', user!.passwordHash)).toBe(true);

    const replay = await m.call('POST', '/profile/security/v1/change-password', {
      token,
      password: 'SandiLagi123',
      rePassword: 'SandiLagi123',
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.body.message).toBe('Sesi ubah kata sandi berakhir, masukkan kata sandi lama kembali');
    // The current session still works, the other one is ended.
    expect((await m.call('GET', '/profile/info/v1/detail')).statusCode).toBe(200);
    const ended = await t.app.inject({
      method: 'GET',
      url: '/profile/info/v1/detail',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(ended.statusCode).toBe(401);
  });

  it('pauses after five wrong current passwords', async () => {
    const m = await newMember(t.app);
    for (let i = 0; i < 5; i++) {
      expect(
        (await m.call('POST', '/profile/security/v1/validation-password', { password: `salah-${i}` })).statusCode,
      ).toBe(400);
    }
    const limited = await m.call('POST', '/profile/security/v1/validation-password', { password: 'SandiLama123' });
    expect(limited.statusCode).toBe(429);
    expect(limited.body.message).toMatch(/^Terlalu banyak percobaan/);
  });

  it("does not accept another member's token", async () => {
    const a = await newMember(t.app);
    const b = await newMember(t.app);
    const { token } = (await a.call('POST', '/profile/security/v1/validation-password', { password: 'SandiLama123' }))
      .body.result;
    const res = await b.call('POST', '/profile/security/v1/change-password', {
      token,
      password: 'SandiBaru123',
      rePassword: 'SandiBaru123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Sesi ubah kata sandi berakhir, masukkan kata sandi lama kembali');
  });
});
