import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contract,
  type AdminCustomerContact,
  type AdminCustomerDetail,
  type AdminCustomerListItem,
  type AuditEntry,
  type Points,
} from '@rona/domain';
import { auditEntries, pointLogs, skinAnswers, skinQuestions } from '../../db/schema';
import { newMember, type TestMember } from '../../testing/members';
import { API_KEY, createTestApp, type TestApp } from '../../testing/test-app';
import { POINT_VALIDITY_DAYS } from '../points/ledger';
import { adminCall, staffToken } from '../staff/staff-test-kit';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'SandiLama123';

let t: TestApp;
/** Layanan Pelanggan: orders:read, no customers:pii. */
let cs = '';
let owner = '';
let keuangan = '';
let marketing = '';
let katalog = '';
let member: TestMember;
const phone = `62812${String(Date.now()).slice(-8)}`;
const email = `rahma-${randomUUID().slice(0, 8)}@contoh.id`;

beforeAll(async () => {
  t = await createTestApp();
  [cs, owner, keuangan, marketing, katalog] = await Promise.all(
    ['layanan-pelanggan', 'pemilik', 'keuangan', 'pemasaran-konten', 'katalog'].map((r) => staffToken(t.app, r)),
  );
  member = await newMember(t.app, { fullName: 'Siti Rahmawati', email, phone });
  const [question] = await t.app.db.select({ id: skinQuestions.id }).from(skinQuestions).limit(1);
  await t.app.db
    .insert(skinAnswers)
    .values({ userId: member.userId, questionId: question!.id, answers: [{ option: 'Kering', essay: null }] });
}, 60_000);
afterAll(() => t.close());

const get = (url: string, token: string) => adminCall(t.app, 'GET', url, { token });
const list = async (query: string, token = cs) => {
  const res = await get(`/admin/v1/customers${query}`, token);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { datas: AdminCustomerListItem[]; page: { totalData: number } };
};
const auditOf = async (id: string) => {
  const res = await get(`/admin/v1/audit?entity=customer&entityId=${id}&limit=100`, owner);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return (res.body.result as { datas: AuditEntry[] }).datas;
};
const forbiddenKey = (res: { statusCode: number; body: { errors?: { message: string; value?: unknown }[] } }) => {
  expect(res.statusCode).toBe(403);
  return (res.body.errors?.[0]?.value as { permission?: string } | undefined)?.permission;
};
const memberPoints = async (who: TestMember) => {
  const me = await who.call('GET', contract.profile.path);
  expect(me.statusCode).toBe(200);
  const res = await who.call('GET', `/profile/personal/v1/points/${me.body.result.session.id}`);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.result as Points;
};

describe('GET /admin/v1/customers: find a member', () => {
  it.each([
    ['08…', () => phone.replace(/^62/, '0')],
    ['62…', () => phone],
    ['+62…', () => `+${phone.slice(0, 2)} ${phone.slice(2, 5)}-${phone.slice(5)}`],
  ])('by phone written as %s, masked for Layanan Pelanggan, and nothing audited', async (_, written) => {
    const { datas } = await list(`?search=${encodeURIComponent(written())}`);
    expect(datas).toHaveLength(1);
    const [row] = datas;
    expect(row).toMatchObject({ id: member.userId, masked: true, emailVerified: true, phoneVerified: true });
    expect(row!.phone).toBe(`${phone.slice(0, 5)}*****${phone.slice(-3)}`);
    expect(row!.email).toBe(`r***@contoh.id`);
    expect(row!.fullName).toBe('S**i R*******i');
    expect(await auditOf(member.userId)).toEqual([]);
  });

  it('by e-mail (any case) and by part of the name', async () => {
    expect((await list(`?search=${encodeURIComponent(email.toUpperCase())}`)).datas.map((r) => r.id)).toEqual([
      member.userId,
    ]);
    expect((await list('?search=rahmawati')).datas.map((r) => r.id)).toContain(member.userId);
    expect((await list('?search=tidak-ada-nama-ini')).datas).toEqual([]);
  });

  it('unmasked for a customers:pii holder, each member shown written to the audit trail as a view; masked=true reads masked', async () => {
    const { datas } = await list(`?search=${phone}`, owner);
    expect(datas[0]).toMatchObject({ fullName: 'Siti Rahmawati', email, phone, masked: false });
    const views = await auditOf(member.userId);
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      action: 'view',
      entity: 'customer',
      entityId: member.userId,
      actor: { kind: 'staff', name: expect.any(String) },
    });
    expect(views[0]!.after).toMatchObject({ fields: ['fullName', 'email', 'phone'], via: 'search' });

    const masked = await list(`?search=${phone}&masked=true`, owner);
    expect(masked.datas[0]).toMatchObject({ masked: true });
    expect(await auditOf(member.userId)).toHaveLength(1);
  });

  it('needs orders:read (403 naming it), and a session', async () => {
    expect(forbiddenKey(await get('/admin/v1/customers', katalog))).toBe('orders:read');
    expect((await get('/admin/v1/customers', '')).statusCode).toBe(401);
    // A member's session is not a staff one.
    expect((await get('/admin/v1/customers', member.token)).statusCode).toBe(401);
  });
});

describe('a customer’s page and their unmasked contact data', () => {
  it('the page is masked for everyone: addresses, contact; verified flags, roles, skin answered or not', async () => {
    const res = await get(`/admin/v1/customers/${member.userId}`, owner);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const detail = res.body.result as AdminCustomerDetail;
    expect(detail).toMatchObject({ id: member.userId, masked: true, roles: [], partner: false, skinAnswered: true });
    expect(detail.email).toBe('r***@contoh.id');
    expect(JSON.stringify(detail)).not.toContain('Kering');
  });

  it('Layanan Pelanggan cannot unmask (403 naming customers:pii), and nothing is audited', async () => {
    const before = (await auditOf(member.userId)).length;
    expect(forbiddenKey(await get(`/admin/v1/customers/${member.userId}/contact`, cs))).toBe('customers:pii');
    expect(await auditOf(member.userId)).toHaveLength(before);
  });

  it('with customers:pii: name, e-mail, phone and the skin analysis answers, and a view row saying who looked', async () => {
    const before = (await auditOf(member.userId)).length;
    const res = await get(`/admin/v1/customers/${member.userId}/contact`, owner);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const contact = res.body.result as AdminCustomerContact;
    expect(contact).toMatchObject({ fullName: 'Siti Rahmawati', email, phone });
    expect(contact.skinProfile).toEqual([{ question: expect.any(String), answers: ['Kering'] }]);
    const rows = await auditOf(member.userId);
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({ action: 'view', actor: { kind: 'staff' } });
    expect(rows[0]!.after).toMatchObject({ via: 'contact' });
  });

  it('an unknown member answers 404 in the envelope', async () => {
    const res = await get(`/admin/v1/customers/${randomUUID()}`, cs);
    expect(res.statusCode).toBe(404);
    expect(res.body.errors?.[0]?.message).toBe('Pelanggan tidak ditemukan');
  });
});

describe('POST /admin/v1/customers/{id}/points', () => {
  const adjust = (body: object, token = keuangan, id = member.userId) =>
    adminCall(t.app, 'POST', `/admin/v1/customers/${id}/points`, { token, body });

  it('Keuangan adds points with a reason: the member sees them in Poin Saya with the reason and a year’s expiry', async () => {
    const before = (await memberPoints(member)).datas.totalPoint;
    const res = await adjust({ points: 250, reason: 'Kompensasi paket terlambat' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({
      balance: before + 250,
      entry: { type: 'income', point: 250, note: 'Kompensasi paket terlambat' },
    });
    const mine = await memberPoints(member);
    expect(mine.datas.totalPoint).toBe(before + 250);
    const [entry] = mine.datas.points;
    expect(entry).toMatchObject({ type: 'income', point: 250, note: 'Kompensasi paket terlambat', invoice: null });
    const lapse = new Date(entry!.expired!).getTime() - new Date(entry!.createdAt).getTime();
    expect(lapse).toBe(POINT_VALIDITY_DAYS * DAY);

    const [row] = await auditOf(member.userId);
    expect(row).toMatchObject({
      action: 'points.adjust',
      before: { points: before },
      after: { points: before + 250, change: 250, reason: 'Kompensasi paket terlambat' },
    });
  });

  it('takes points within the balance; more than the balance is refused (400 on points) and changes nothing', async () => {
    const before = (await memberPoints(member)).datas.totalPoint;
    const taken = await adjust({ points: -50, reason: 'Poin ganda terhitung' });
    expect(taken.statusCode, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.result).toMatchObject({ balance: before - 50, entry: { type: 'expense', point: 50 } });

    const rows = (await auditOf(member.userId)).length;
    const entries = await t.app.db.select().from(pointLogs).where(eq(pointLogs.userId, member.userId));
    const tooMuch = await adjust({ points: -(before - 50 + 1), reason: 'Koreksi' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body.errors?.[0]).toMatchObject({ field: 'points' });
    expect(tooMuch.body.errors?.[0]?.message).toContain(String(before - 50));
    expect((await memberPoints(member)).datas.totalPoint).toBe(before - 50);
    expect(await t.app.db.select().from(pointLogs).where(eq(pointLogs.userId, member.userId))).toHaveLength(
      entries.length,
    );
    expect(await auditOf(member.userId)).toHaveLength(rows);
  });

  it('parallel deductions never take the balance below 0 (the member’s row is locked)', async () => {
    const other = await newMember(t.app);
    expect((await adjust({ points: 100, reason: 'Bonus' }, keuangan, other.userId)).statusCode).toBe(200);
    const answers = await Promise.all(
      [1, 2, 3].map(() => adjust({ points: -60, reason: 'Koreksi' }, keuangan, other.userId)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    expect((await memberPoints(other)).datas.totalPoint).toBe(40);
  });

  it('refuses 0, a missing reason, and staff without points:adjust (403 naming it)', async () => {
    expect((await adjust({ points: 0, reason: 'Nol' })).statusCode).toBe(400);
    const noReason = await adjust({ points: 10 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body.errors?.[0]).toMatchObject({ field: 'reason' });
    expect(forbiddenKey(await adjust({ points: 10, reason: 'Bonus' }, cs))).toBe('points:adjust');
    expect((await adjust({ points: 10, reason: 'Bonus' }, keuangan, randomUUID())).statusCode).toBe(404);
  });
});

describe('the link-page partner role', () => {
  const setPartner = (partner: boolean, token = marketing) =>
    adminCall(t.app, 'PUT', `/admin/v1/customers/${member.userId}/partner`, { token, body: { partner } });
  /** Signs in to the link studio as a browser does: the studio keeps a session only for partners. */
  const studioLogin = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: contract.login.path,
      headers: { authorization: API_KEY, 'x-rona-client': 'link-tool' },
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    return {
      cookie: cookies.some((c) => c.startsWith('LINKPAGE_TOKEN__=')),
      token: (res.json() as { result: { accessToken: string } }).result.accessToken,
    };
  };
  const studioPages = (token: string) =>
    t.app.inject({ method: 'GET', url: contract.linkPages.path, headers: { authorization: `Bearer ${token}` } });

  it('granted: the member can sign in to the studio; removed: refused; each change audited', async () => {
    const before = await studioLogin();
    expect(before.cookie).toBe(false);
    expect((await studioPages(before.token)).statusCode).toBe(403);

    const granted = await setPartner(true);
    expect(granted.statusCode, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.result).toMatchObject({ partner: true, roles: [{ name: 'partner', sites: ['rona-store'] }] });
    const inStudio = await studioLogin();
    expect(inStudio.cookie).toBe(true);
    expect((await studioPages(inStudio.token)).statusCode).toBe(200);
    expect((await auditOf(member.userId))[0]).toMatchObject({
      action: 'partner.grant',
      before: { partner: false },
      after: { partner: true },
    });

    const removed = await setPartner(false);
    expect(removed.statusCode).toBe(200);
    expect(removed.body.result).toMatchObject({ partner: false, roles: [] });
    // The open studio session is closed at its next call, and a new sign-in keeps no session.
    expect((await studioPages(inStudio.token)).statusCode).toBe(403);
    expect((await studioLogin()).cookie).toBe(false);
    expect((await auditOf(member.userId))[0]).toMatchObject({ action: 'partner.remove', after: { partner: false } });
  });

  it('needs promotions:write (403 naming it)', async () => {
    expect(forbiddenKey(await setPartner(true, cs))).toBe('promotions:write');
  });
});

describe('POST /admin/v1/customers/{id}/sessions/end', () => {
  it('ends every session of the member (their next call is refused), audited with how many', async () => {
    const otherEmail = `dewi-${randomUUID().slice(0, 8)}@contoh.id`;
    const other = await newMember(t.app, { email: otherEmail });
    const second = await t.app.inject({
      method: 'POST',
      url: contract.login.path,
      headers: { authorization: API_KEY },
      payload: { email: otherEmail, password: PASSWORD },
    });
    expect(second.statusCode).toBe(200);
    expect((await other.call('GET', contract.profile.path)).statusCode).toBe(200);

    expect(
      forbiddenKey(await adminCall(t.app, 'POST', `/admin/v1/customers/${other.userId}/sessions/end`, { token: cs })),
    ).toBe('customers:pii');
    expect((await other.call('GET', contract.profile.path)).statusCode).toBe(200);

    const res = await adminCall(t.app, 'POST', `/admin/v1/customers/${other.userId}/sessions/end`, { token: owner });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toEqual({ ended: 2 });
    expect((await other.call('GET', contract.profile.path)).statusCode).toBe(401);
    const token = (second.json() as { result: { accessToken: string } }).result.accessToken;
    const again = await t.app.inject({
      method: 'GET',
      url: contract.profile.path,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(401);
    const rows = await t.app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, other.userId), eq(auditEntries.action, 'sessions.end')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'customer', actorKind: 'staff', after: { ended: 2, liveSessions: 0 } });
  });
});
