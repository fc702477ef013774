import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { readOutbox } from '../messaging/outbox';
import { newMember, type TestMember } from '../../testing/members';

/**
 * Issue 12 §3: a stolen session must not become a stolen account. Changing the e-mail, the phone
 * or the refund bank account needs the current password, tells the old address, and ends the
 * member's other sessions (the one making the change stays).
 */
let t: TestApp;
let bankId = '';
beforeAll(async () => {
  t = await createTestApp();
  const m = await newMember(t.app);
  bankId = (await m.call('GET', '/data/bank/v1/list')).body.result[0].id;
});
afterAll(() => t.close());

const PASSWORD = 'SandiLama123';
let seq = 0;
const unique = () => `${Date.now() % 100000}${(seq += 1)}`.padStart(7, '0').slice(-7);

/** A member with a second session (say, the one an attacker does not hold). */
async function memberWithTwoSessions(values: Parameters<typeof newMember>[1] = {}) {
  const m = await newMember(t.app, values);
  const other = (await createSession(t.app.db, m.userId)).token;
  const otherAlive = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/profile/info/v1/detail',
        headers: { authorization: `Bearer ${other}` },
      })
    ).statusCode === 200;
  expect(await otherAlive()).toBe(true);
  return { m, otherAlive };
}

const detail = async (m: TestMember) => (await m.call('GET', '/profile/info/v1/detail')).body.result;

describe('changing the e-mail', () => {
  it('is refused without the current password, or with a wrong one, and nothing changes', async () => {
    const email = `lama${unique()}@contoh.id`;
    const { m, otherAlive } = await memberWithTwoSessions({ email });
    const without = await m.call('PUT', '/profile/personal/v1/update', { email: `baru${unique()}@contoh.id` });
    expect(without.statusCode).toBe(400);
    expect(without.body.errors?.[0]?.field).toBe('password');
    const wrong = await m.call('PUT', '/profile/personal/v1/update', {
      email: `baru${unique()}@contoh.id`,
      password: 'Salah12345',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toBe('Kata sandi tidak sesuai');
    expect((await detail(m)).email.value).toBe(email);
    expect(await otherAlive()).toBe(true);
  });

  it('with the password: changes it, mails the old address, ends the other sessions, keeps this one', async () => {
    const oldEmail = `lama${unique()}@contoh.id`;
    const newEmail = `baru${unique()}@contoh.id`;
    const { m, otherAlive } = await memberWithTwoSessions({ email: oldEmail });
    const res = await m.call('PUT', '/profile/personal/v1/update', { email: newEmail, password: PASSWORD });
    expect(res.statusCode, res.body.message).toBe(200);
    expect(res.body.result.email).toEqual({ value: newEmail, verified: false });
    const [notice] = await readOutbox(t.app.db, { to: oldEmail, channel: 'email', limit: 1 });
    expect(notice?.subject).toMatch(/Email akun .* diubah/);
    expect(notice?.text).not.toContain(newEmail);
    expect(await otherAlive()).toBe(false);
    expect((await m.call('GET', '/profile/info/v1/detail')).statusCode).toBe(200);
  });

  it('other personal fields (and an unchanged e-mail) need no password and end no session', async () => {
    const email = `tetap${unique()}@contoh.id`;
    const { m, otherAlive } = await memberWithTwoSessions({ email });
    const res = await m.call('PUT', '/profile/personal/v1/update', {
      fullname: 'Sari Baru',
      email: email.toUpperCase(),
      sex: 0,
    });
    expect(res.statusCode, res.body.message).toBe(200);
    expect(await otherAlive()).toBe(true);
    expect(await readOutbox(t.app.db, { to: email, channel: 'email', limit: 5 })).toHaveLength(0);
  });
});

describe('changing the phone', () => {
  it('needs the password, tells the old number and the e-mail, ends the other sessions', async () => {
    const oldPhone = `62813${unique()}1`;
    const email = `hp${unique()}@contoh.id`;
    const { m, otherAlive } = await memberWithTwoSessions({ phone: oldPhone, email });
    const without = await m.call('PUT', '/profile/personal/v1/update', { phone: `0813${unique()}2` });
    expect(without.statusCode).toBe(400);
    expect(without.body.errors?.[0]?.field).toBe('password');
    expect((await detail(m)).phone.value).toBe(oldPhone);

    const res = await m.call('PUT', '/profile/personal/v1/update', { phone: `0813${unique()}3`, password: PASSWORD });
    expect(res.statusCode, res.body.message).toBe(200);
    expect(res.body.result.phone.verified).toBe(false);
    expect(await readOutbox(t.app.db, { to: oldPhone, channel: 'whatsapp', limit: 1 })).toHaveLength(1);
    const [mail] = await readOutbox(t.app.db, { to: email, channel: 'email', limit: 1 });
    expect(mail?.subject).toMatch(/Nomor telepon akun .* diubah/);
    expect(await otherAlive()).toBe(false);
  });
});

describe('setting the refund bank account', () => {
  it('add and update need the password, mail the member and end the other sessions', async () => {
    const email = `bank${unique()}@contoh.id`;
    const { m, otherAlive } = await memberWithTwoSessions({ email });
    const without = await m.call('POST', '/profile/bank-account/v1/add', {
      bankId,
      name: 'Sari',
      noRekening: '1234567890',
    });
    expect(without.statusCode).toBe(400);
    expect(without.body.errors?.[0]?.field).toBe('password');
    expect((await detail(m)).banks).toBeNull();

    const added = await m.call('POST', '/profile/bank-account/v1/add', {
      bankId,
      name: 'Sari',
      noRekening: '1234567890',
      password: PASSWORD,
    });
    expect(added.statusCode, added.body.message).toBe(200);
    expect(await otherAlive()).toBe(false);
    const [mail] = await readOutbox(t.app.db, { to: email, channel: 'email', limit: 1 });
    expect(mail?.subject).toMatch(/Rekening bank akun .* diubah/);
    expect(mail?.text).toContain('******7890');
    expect(mail?.text).not.toContain('1234567890');

    const other = await createSession(t.app.db, m.userId);
    const wrong = await m.call('PUT', '/profile/bank-account/v1/update', {
      bankId,
      name: 'Maling',
      rekening: '5555555555',
      password: 'Salah12345',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await detail(m)).banks.rekening).toBe('1234567890');
    const updated = await m.call('PUT', '/profile/bank-account/v1/update', {
      bankId,
      name: 'Sari W',
      rekening: '0987654321',
      password: PASSWORD,
    });
    expect(updated.statusCode, updated.body.message).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/profile/info/v1/detail',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('five wrong passwords pause the check (a stolen session cannot guess it)', async () => {
    const m = await newMember(t.app, { email: `tebak${unique()}@contoh.id` });
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await m.call('PUT', '/profile/personal/v1/update', {
            email: `x${i}${unique()}@contoh.id`,
            password: `Salah${i}99`,
          })
        ).statusCode,
      ).toBe(400);
    }
    const limited = await m.call('PUT', '/profile/personal/v1/update', {
      email: `y${unique()}@contoh.id`,
      password: PASSWORD,
    });
    expect(limited.statusCode).toBe(429);
  });
});
