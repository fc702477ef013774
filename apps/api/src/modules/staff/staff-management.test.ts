import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '@rona/domain';
import { auditEntries, staffMembers, staffRoles } from '../../db/schema';
import { DEMO_STAFF_PASSWORD } from '../../db/seed/staff-accounts';
import { readOutbox } from '../messaging/outbox';
import type { TestApp } from '../../testing/test-app';
import { STAFF_INVITATION_TTL_MS } from './service';
import { adminCall, createClockedTestApp, staffToken } from './staff-test-kit';
import { totpCodeAt } from './totp';

/** Issue 28 §5: invitations, roles, deactivation, the second factor's reset and the owner's rules. */
let t: TestApp;
let clockNow = new Date('2026-11-24T03:00:00Z');
let owner = '';

beforeAll(async () => {
  t = await createClockedTestApp({ now: () => clockNow }, { ADMIN_REQUIRE_TOTP: 'false' });
  owner = await staffToken(t.app, 'pemilik');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token: string | null, body?: unknown) =>
  adminCall(t.app, method, url, { token, body });
const login = (email: string, password: string) =>
  adminCall(t.app, 'POST', '/admin/v1/login', { body: { email, password } });
const accept = (token: string, password: string) =>
  call('POST', '/admin/v1/staff/invitations/accept', null, { token, password });
const trail = (entityId: string) => t.app.db.select().from(auditEntries).where(eq(auditEntries.entityId, entityId));
const staffId = async (email: string) =>
  (await t.app.db.select().from(staffMembers).where(eq(staffMembers.email, email)))[0]!.id;

/** The newest invitation mail to this address: its link and the token in it. */
async function invitationLink(email: string): Promise<{ url: string; token: string; text: string }> {
  const [mail] = await readOutbox(t.app.db, { to: email, channel: 'email', limit: 1 });
  expect(mail, `no mail to ${email}`).toBeDefined();
  const url = mail!.data.url as string;
  expect(mail!.text).toContain(url);
  return { url, token: decodeURIComponent(url.split('/admin/invitation/')[1]!), text: mail!.text };
}

/** A staff member signed in with a role made here as data (any keys, not the owner role). */
async function tokenWithRole(email: string, roleId: string, permissions: string[]): Promise<string> {
  await t.app.db
    .insert(staffRoles)
    .values({ id: roleId, name: roleId, permissions: permissions as never })
    .onConflictDoNothing();
  await call('POST', '/admin/v1/staff', owner, { email, name: roleId, roleId: 'gudang', password: 'SandiStaf12345' });
  await t.app.db.update(staffMembers).set({ roleId }).where(eq(staffMembers.email, email));
  const res = await login(email, 'SandiStaf12345');
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.result.accessToken as string;
}

describe('inviting a staff member', () => {
  it('mails a one-use link; the password set through it signs in; every step is in the trail', async () => {
    const invited = await call('POST', '/admin/v1/staff/invitations', owner, {
      email: 'Undangan.Satu@rona.id',
      name: 'Undangan Satu',
      roleId: 'gudang',
    });
    expect(invited.statusCode, JSON.stringify(invited.body)).toBe(200);
    expect(invited.body.result).toMatchObject({
      email: 'undangan.satu@rona.id',
      role: { id: 'gudang' },
      invitationPending: true,
      active: true,
    });
    const id = invited.body.result.id as string;
    const { url, token, text } = await invitationLink('undangan.satu@rona.id');
    expect(url).toMatch(/^https?:\/\/[^/]+\/admin\/invitation\//);
    expect(text).toContain('Gudang');
    expect(text).toContain('72 jam');

    // Before the link is used no password opens the account.
    expect((await login('undangan.satu@rona.id', DEMO_STAFF_PASSWORD)).statusCode).toBe(401);
    const tooShort = await accept(token, 'pendek');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.body.message).toMatch(/minimal 10 karakter/);

    const accepted = await accept(token, 'SandiUndangan123');
    expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.result).toEqual({ email: 'undangan.satu@rona.id' });
    const signedIn = await login('undangan.satu@rona.id', 'SandiUndangan123');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body.result.data).toMatchObject({
      invitationPending: false,
      permissions: ['orders:read', 'orders:fulfil', 'stock:adjust'],
    });

    // Once used, the link opens nothing again.
    const again = await accept(token, 'SandiLainLagi123');
    expect(again.statusCode).toBe(400);
    expect(again.body.message).toMatch(/Tautan undangan tidak berlaku/);
    expect((await login('undangan.satu@rona.id', 'SandiLainLagi123')).statusCode).toBe(401);

    const rows = await trail(id);
    expect(rows.map((r) => r.action).sort()).toEqual(['staff.invitation-accept', 'staff.invite']);
    expect(rows.find((r) => r.action === 'staff.invite')).toMatchObject({
      actorKind: 'staff',
      actorName: 'Pemilik Rona',
      before: null,
    });
    const all = JSON.stringify(rows);
    expect(all).not.toContain(token);
    expect(all).not.toContain('SandiUndangan123');
    // An address that already has an account is not invited again.
    const taken = await call('POST', '/admin/v1/staff/invitations', owner, {
      email: 'undangan.satu@rona.id',
      name: 'Lagi',
      roleId: 'gudang',
    });
    expect(taken.statusCode).toBe(409);
  });

  it('refuses an expired link; inviting again sends a new link and the old one stops working', async () => {
    const body = { email: 'undangan.dua@rona.id', name: 'Undangan Dua', roleId: 'katalog' };
    expect((await call('POST', '/admin/v1/staff/invitations', owner, body)).statusCode).toBe(200);
    const first = await invitationLink(body.email);
    clockNow = new Date(clockNow.getTime() + STAFF_INVITATION_TTL_MS + 1000);
    const expired = await accept(first.token, 'SandiUndangan123');
    expect(expired.statusCode).toBe(400);
    expect(expired.body.errors?.[0]).toMatchObject({ field: 'token' });
    // The owner's own session idled out over those 72 hours.
    owner = await staffToken(t.app, 'pemilik');

    const second = await call('POST', '/admin/v1/staff/invitations', owner, { ...body, roleId: 'gudang' });
    expect(second.statusCode).toBe(200);
    expect(second.body.result.role.id).toBe('gudang');
    const link = await invitationLink(body.email);
    expect(link.token).not.toBe(first.token);
    clockNow = new Date(clockNow.getTime() + 60_000);
    expect((await accept(first.token, 'SandiUndangan123')).statusCode).toBe(400);
    expect((await accept(link.token, 'SandiUndangan123')).statusCode).toBe(200);
    expect((await login(body.email, 'SandiUndangan123')).statusCode).toBe(200);
  });

  it('a made-up token is refused, and repeated tries from one address are throttled', async () => {
    let last = 0;
    for (let i = 0; i < 6; i++) {
      const res = await adminCall(t.app, 'POST', '/admin/v1/staff/invitations/accept', {
        body: { token: `tebakan-token-yang-salah-${i}`, password: 'SandiUndangan123' },
        headers: { 'x-forwarded-for': '203.0.113.44' },
      });
      last = res.statusCode;
      if (i === 0) expect(res.statusCode).toBe(400);
    }
    expect(last).toBe(429);
  });

  it('only keys the inviter holds: 403 naming the key; staff:manage itself names its key', async () => {
    const lead = await tokenWithRole('kepala.undang@rona.id', 'kepala-undang', ['staff:manage', 'orders:read']);
    const beyond = await call('POST', '/admin/v1/staff/invitations', lead, {
      email: 'x1@rona.id',
      name: 'X',
      roleId: 'gudang',
    });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.body.message).toContain('orders:fulfil');
    const gudang = await staffToken(t.app, 'gudang');
    const none = await call('POST', '/admin/v1/staff/invitations', gudang, {
      email: 'x2@rona.id',
      name: 'X',
      roleId: 'gudang',
    });
    expect(none.statusCode).toBe(403);
    expect(none.body.message).toContain('staff:manage');
    const unknownRole = await call('POST', '/admin/v1/staff/invitations', owner, {
      email: 'x3@rona.id',
      name: 'X',
      roleId: 'tidak-ada',
    });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.body.message).toBe('Peran tidak ditemukan');
    const badEmail = await call('POST', '/admin/v1/staff/invitations', owner, {
      email: 'bukan-email',
      name: 'X',
      roleId: 'gudang',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body.message).toMatch(/^Email tidak valid/);
  });
});

describe('deactivating, changing roles, resetting the second factor', () => {
  it("a deactivated staff member's session ends at once (next call 401) and they cannot sign in", async () => {
    const cs = await staffToken(t.app, 'layanan-pelanggan');
    expect((await call('GET', '/admin/v1/orders', cs)).statusCode).toBe(200);
    const id = await staffId('cs@rona.id');
    const off = await call('PATCH', `/admin/v1/staff/${id}`, owner, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.body.result.active).toBe(false);
    expect((await call('GET', '/admin/v1/orders', cs)).statusCode).toBe(401);
    expect((await call('GET', '/admin/v1/me', cs)).statusCode).toBe(401);
    expect((await login('cs@rona.id', DEMO_STAFF_PASSWORD)).statusCode).toBe(401);
    const [row] = (await trail(id)).filter((r) => r.action === 'staff.update');
    expect(row).toMatchObject({ before: { active: true }, after: { active: false } });
    // Switched on again, they sign in again.
    expect((await call('PATCH', `/admin/v1/staff/${id}`, owner, { active: true })).statusCode).toBe(200);
    expect((await login('cs@rona.id', DEMO_STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it('the last active owner can be neither deactivated nor demoted; with a second owner, an owner can', async () => {
    const ownerId = await staffId('pemilik@rona.id');
    const off = await call('PATCH', `/admin/v1/staff/${ownerId}`, owner, { active: false });
    expect(off.statusCode).toBe(409);
    expect(off.body.message).toBe('Pemilik terakhir tidak bisa diturunkan atau dinonaktifkan');
    expect((await call('PATCH', `/admin/v1/staff/${ownerId}`, owner, { roleId: 'gudang' })).statusCode).toBe(409);
    expect((await trail(ownerId)).filter((r) => r.action === 'staff.update')).toHaveLength(0);

    // A second owner, invited by the owner.
    expect(
      (
        await call('POST', '/admin/v1/staff/invitations', owner, {
          email: 'pemilik.dua@rona.id',
          name: 'Pemilik Dua',
          roleId: 'pemilik',
        })
      ).statusCode,
    ).toBe(200);
    const link = await invitationLink('pemilik.dua@rona.id');
    expect((await accept(link.token, 'SandiPemilikDua1')).statusCode).toBe(200);
    const second = (await login('pemilik.dua@rona.id', 'SandiPemilikDua1')).body.result.accessToken as string;
    const secondId = await staffId('pemilik.dua@rona.id');
    // The second owner demotes the first one; then the second is the last and stays.
    expect((await call('PATCH', `/admin/v1/staff/${ownerId}`, second, { roleId: 'keuangan' })).statusCode).toBe(200);
    expect((await call('PATCH', `/admin/v1/staff/${secondId}`, second, { active: false })).statusCode).toBe(409);
    // And gives the role back (the first owner's session ended with the role change).
    expect((await call('PATCH', `/admin/v1/staff/${ownerId}`, second, { roleId: 'pemilik' })).statusCode).toBe(200);
    expect((await call('GET', '/admin/v1/me', owner)).statusCode).toBe(401);
    owner = await staffToken(t.app, 'pemilik');
  });

  it('a non-owner holding every key still cannot touch an owner nor make one', async () => {
    const allKeys = await tokenWithRole('wakil@rona.id', 'wakil-pemilik', [...PERMISSION_KEYS]);
    const ownerId = await staffId('pemilik@rona.id');
    const touch = await call('PATCH', `/admin/v1/staff/${ownerId}`, allKeys, { active: false });
    expect(touch.statusCode).toBe(403);
    expect(touch.body.message).toBe('Hanya Pemilik yang dapat mengubah akun Pemilik');
    expect((await call('PATCH', `/admin/v1/staff/${ownerId}`, allKeys, { name: 'Ganti' })).statusCode).toBe(403);
    expect((await call('POST', `/admin/v1/staff/${ownerId}/totp-reset`, allKeys)).statusCode).toBe(403);
    const gudangId = await staffId('gudang@rona.id');
    expect((await call('PATCH', `/admin/v1/staff/${gudangId}`, allKeys, { roleId: 'pemilik' })).statusCode).toBe(403);
    const invite = await call('POST', '/admin/v1/staff/invitations', allKeys, {
      email: 'pemilik.tiga@rona.id',
      name: 'P3',
      roleId: 'pemilik',
    });
    expect(invite.statusCode).toBe(403);
    // Everyone else's accounts are theirs to manage.
    expect((await call('PATCH', `/admin/v1/staff/${gudangId}`, allKeys, { name: 'Gudang Rona' })).statusCode).toBe(200);
    expect(await readOutbox(t.app.db, { to: 'pemilik.tiga@rona.id', limit: 1 })).toHaveLength(0);
  });

  it('resets a lost authenticator: the next login needs the password only; recorded without secrets', async () => {
    const token = await staffToken(t.app, 'keuangan');
    const enrol = await call('POST', '/admin/v1/me/totp/enrol', token);
    const secret = enrol.body.result.secret as string;
    expect(
      (await call('POST', '/admin/v1/me/totp/confirm', token, { otp: totpCodeAt(secret, clockNow) })).statusCode,
    ).toBe(200);
    const needsCode = await login('keuangan@rona.id', DEMO_STAFF_PASSWORD);
    expect(needsCode.body.errors?.[0]?.field).toBe('otp');

    const id = await staffId('keuangan@rona.id');
    const reset = await call('POST', `/admin/v1/staff/${id}/totp-reset`, owner);
    expect(reset.statusCode, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.result.totpEnabled).toBe(false);
    expect((await login('keuangan@rona.id', DEMO_STAFF_PASSWORD)).statusCode).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, id), eq(auditEntries.action, 'staff.totp-reset')));
    expect(row).toMatchObject({
      before: { secondFactor: true, backupCodesLeft: 10 },
      after: { secondFactor: false, backupCodesLeft: 0 },
      actorName: 'Pemilik Rona',
    });
    expect(JSON.stringify(row)).not.toContain(secret);
    // Nothing to reset: a clear 409.
    const twice = await call('POST', `/admin/v1/staff/${id}/totp-reset`, owner);
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe('Autentikator staf ini belum aktif');
  });
});

describe('roles', () => {
  it('creates a role only with keys the creator holds; edits need the old and the new keys; audited', async () => {
    const lead = await tokenWithRole('kepala.peran@rona.id', 'kepala-peran', [
      'staff:manage',
      'orders:read',
      'orders:fulfil',
    ]);
    const beyond = await call('POST', '/admin/v1/roles', lead, {
      name: 'Gudang Plus',
      permissions: ['orders:read', 'export'],
    });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.body.message).toContain('export');

    const made = await call('POST', '/admin/v1/roles', lead, {
      name: 'Kasir Gudang',
      permissions: ['orders:read', 'orders:read'],
    });
    expect(made.statusCode, JSON.stringify(made.body)).toBe(200);
    expect(made.body.result).toMatchObject({ name: 'Kasir Gudang', permissions: ['orders:read'], owner: false });
    const roleId = made.body.result.id as string;
    expect(roleId).toMatch(/^kasir-gudang-/);
    const roles = await call('GET', '/admin/v1/roles', owner);
    expect(roles.body.result.map((r: { id: string }) => r.id)).toContain(roleId);

    // Edits: adding a key the editor lacks is refused; within their keys it works.
    const widen = await call('PUT', `/admin/v1/roles/${roleId}`, lead, {
      name: 'Kasir Gudang',
      permissions: ['refunds:approve'],
    });
    expect(widen.statusCode).toBe(403);
    expect(widen.body.message).toContain('refunds:approve');
    const ok = await call('PUT', `/admin/v1/roles/${roleId}`, lead, {
      name: 'Kasir Gudang 2',
      permissions: ['orders:read', 'orders:fulfil'],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.result.permissions).toEqual(['orders:read', 'orders:fulfil']);
    const rows = await trail(roleId);
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['role.create', 'role.update']));
    expect(rows.find((r) => r.action === 'role.update')).toMatchObject({
      entity: 'staff-role',
      before: { name: 'Kasir Gudang', permissions: ['orders:read'] },
      after: { name: 'Kasir Gudang 2', permissions: ['orders:read', 'orders:fulfil'] },
    });

    // An invited staff member gets the new role's keys.
    expect(
      (await call('POST', '/admin/v1/staff/invitations', lead, { email: 'kasir@rona.id', name: 'Kasir', roleId }))
        .statusCode,
    ).toBe(200);
    expect((await accept((await invitationLink('kasir@rona.id')).token, 'SandiKasir12345')).statusCode).toBe(200);
    const kasir = await login('kasir@rona.id', 'SandiKasir12345');
    expect(kasir.body.result.data.permissions).toEqual(['orders:read', 'orders:fulfil']);
  });

  it('refuses a taken name, no keys, an unknown key, and any change to the owner role', async () => {
    const taken = await call('POST', '/admin/v1/roles', owner, { name: 'Gudang', permissions: ['orders:read'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe('Nama peran sudah dipakai');
    const empty = await call('POST', '/admin/v1/roles', owner, { name: 'Kosong', permissions: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toMatch(/^Pilih minimal satu izin/);
    const unknown = await call('POST', '/admin/v1/roles', owner, { name: 'Aneh', permissions: ['root:all'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toMatch(/^Izin tidak dikenal/);
    const fixed = await call('PUT', '/admin/v1/roles/pemilik', owner, {
      name: 'Pemilik',
      permissions: ['orders:read'],
    });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.body.message).toBe('Izin peran Pemilik tidak bisa diubah');
    const [pemilik] = await t.app.db.select().from(staffRoles).where(eq(staffRoles.id, 'pemilik'));
    expect(pemilik!.permissions).toHaveLength(PERMISSION_KEYS.length);
    const rename = await call('PUT', '/admin/v1/roles/gudang', owner, {
      name: 'Keuangan',
      permissions: ['orders:read'],
    });
    expect(rename.statusCode).toBe(409);
    expect(
      (await call('PUT', '/admin/v1/roles/tidak-ada', owner, { name: 'X y', permissions: ['orders:read'] })).statusCode,
    ).toBe(404);
  });
});
