import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, SEEDED_STAFF_ROLES, type EndpointDef } from '@rona/domain';
import { z } from 'zod';
import { auditEntries, staffMembers, staffRoles } from '../../db/schema';
import { registerEndpoint } from '../../http/register-endpoint';
import { runOps } from '../../ops/commands';
import { newMember } from '../../testing/members';
import { API_KEY, createTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_STAFF_PASSWORD } from '../../db/seed/staff-accounts';
import { adminCall, createClockedTestApp, staffToken } from './staff-test-kit';
import { STAFF_IDLE_MS } from './sessions';
import { totpCodeAt } from './totp';

let t: TestApp;
let clockNow = new Date('2026-11-23T03:00:00Z');
const clockEnv = { ADMIN_REQUIRE_TOTP: 'false' };

beforeAll(async () => {
  t = await createClockedTestApp({ now: () => clockNow }, clockEnv);
});
afterAll(() => t.close());

const login = (body: object, headers: Record<string, string> = {}) =>
  adminCall(t.app, 'POST', '/admin/v1/login', { body, headers });

describe('staff login', () => {
  it('answers a token and the permission keys, and sets its own HttpOnly cookie pair', async () => {
    const res = await login({ email: 'GUDANG@rona.id', password: DEMO_STAFF_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.body.result.data.permissions).toEqual(['orders:read', 'orders:fulfil', 'stock:adjust']);
    expect(res.body.result.data.role).toEqual({ id: 'gudang', name: 'Gudang' });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] as string[]);
    expect(cookies.find((c) => c.startsWith('ADMIN_TOKEN__='))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith('ADMIN_SESSION__=1'))).not.toMatch(/HttpOnly/);
    expect(cookies.some((c) => c.startsWith('SESSION_TOKEN__='))).toBe(false);

    const token = res.body.result.accessToken as string;
    const me = await adminCall(t.app, 'GET', '/admin/v1/me', { token });
    expect(me.body.result).toMatchObject({
      email: 'gudang@rona.id',
      permissions: ['orders:read', 'orders:fulfil', 'stock:adjust'],
    });
    // The cookie alone opens reads; a write through the cookie needs the client header.
    const cookie = { cookie: `ADMIN_TOKEN__=${encodeURIComponent(token)}` };
    expect((await adminCall(t.app, 'GET', '/admin/v1/me', { headers: cookie })).statusCode).toBe(200);
    expect((await adminCall(t.app, 'POST', '/admin/v1/logout', { headers: cookie })).statusCode).toBe(403);
    const crossSite = { ...cookie, 'x-rona-client': 'admin', origin: 'https://evil.example', host: 'localhost' };
    expect((await adminCall(t.app, 'POST', '/admin/v1/logout', { headers: crossSite })).statusCode).toBe(403);
    const sameSite = { ...cookie, 'x-rona-client': 'admin', origin: 'http://localhost', host: 'localhost' };
    expect((await adminCall(t.app, 'POST', '/admin/v1/logout', { headers: sameSite })).statusCode).toBe(200);
    // Logout ended the session on the server: the token opens nothing any more.
    expect((await adminCall(t.app, 'GET', '/admin/v1/me', { token })).statusCode).toBe(401);
  });

  it('refuses a wrong password with one message, and an unknown account the same way', async () => {
    const wrong = await login({ email: 'cs@rona.id', password: 'salah-sekali' });
    const unknown = await login({ email: 'tidak-ada@rona.id', password: 'salah-sekali' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('throttles by address and account, but another address still logs in to the account', async () => {
    const body = { email: 'katalog@rona.id', password: 'salah-sekali' };
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    let last = 0;
    for (let i = 0; i < 6; i++) last = (await login(body, from('203.0.113.7'))).statusCode;
    expect(last).toBe(429);
    // TRUST_PROXY trusts loopback only: inject's address is 127.0.0.1, so X-Forwarded-For counts.
    const elsewhere = await login({ email: 'katalog@rona.id', password: DEMO_STAFF_PASSWORD }, from('198.51.100.9'));
    expect(elsewhere.statusCode).toBe(200);
  });

  it('keeps staff and member sessions apart (401 both ways)', async () => {
    const member = await newMember(t.app);
    expect((await adminCall(t.app, 'GET', '/admin/v1/me', { token: member.token })).statusCode).toBe(401);
    const staff = await staffToken(t.app, 'pemilik');
    const profile = await adminCall(t.app, 'GET', '/profile/info/v1/detail', { token: staff });
    expect(profile.statusCode).toBe(401);
    // A staff cookie with the back office's client header opens no member endpoint either.
    const res = await adminCall(t.app, 'GET', '/profile/info/v1/detail', {
      headers: { cookie: `ADMIN_TOKEN__=${staff}; SESSION_TOKEN__=${staff}`, 'x-rona-client': 'admin' },
    });
    expect(res.statusCode).toBe(401);
  });

  it("a member's login from the back office's client sets no staff cookie", async () => {
    const res = await adminCall(t.app, 'POST', '/o/oauth/v1/login', {
      body: { email: 'demo@rona.id', password: 'RonaDemo123' },
      headers: { authorization: API_KEY, 'x-rona-client': 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? []).join('\n')).not.toContain('ADMIN_');
  });

  it('ends a session after 30 minutes without a call, on the app clock', async () => {
    const token = await staffToken(t.app, 'layanan-pelanggan');
    clockNow = new Date(clockNow.getTime() + STAFF_IDLE_MS - 60_000);
    expect((await adminCall(t.app, 'GET', '/admin/v1/me', { token })).statusCode).toBe(200);
    // Used a minute before the limit: the idle clock started again.
    clockNow = new Date(clockNow.getTime() + STAFF_IDLE_MS - 60_000);
    expect((await adminCall(t.app, 'GET', '/admin/v1/me', { token })).statusCode).toBe(200);
    clockNow = new Date(clockNow.getTime() + STAFF_IDLE_MS + 1000);
    expect((await adminCall(t.app, 'GET', '/admin/v1/me', { token })).statusCode).toBe(401);
  });

  it('ends a session 12 hours after login even when used all along', async () => {
    const token = await staffToken(t.app, 'keuangan');
    for (let i = 0; i < 25; i++) {
      clockNow = new Date(clockNow.getTime() + 29 * 60_000);
      const res = await adminCall(t.app, 'GET', '/admin/v1/me', { token });
      if (i < 24) expect(res.statusCode, `call ${i}`).toBe(200);
      else expect(res.statusCode).toBe(401);
    }
  });
});

describe('the authenticator (TOTP)', () => {
  it('enrols with a QR code, then needs the code at login; a recovery code works once; secrets stay out of the trail', async () => {
    const token = await staffToken(t.app, 'pemasaran-konten');
    const enrol = await adminCall(t.app, 'POST', '/admin/v1/me/totp/enrol', { token });
    expect(enrol.statusCode).toBe(200);
    expect(enrol.body.result.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(enrol.body.result.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const secret = enrol.body.result.secret as string;

    const wrongCode = await adminCall(t.app, 'POST', '/admin/v1/me/totp/confirm', { token, body: { otp: '000000' } });
    expect(wrongCode.statusCode).toBe(400);
    const confirm = await adminCall(t.app, 'POST', '/admin/v1/me/totp/confirm', {
      token,
      body: { otp: totpCodeAt(secret, clockNow) },
    });
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.body.result.recoveryCodes as string[];
    expect(codes).toHaveLength(10);

    const creds = { email: 'pemasaran@rona.id', password: DEMO_STAFF_PASSWORD };
    const without = await login(creds);
    expect(without.statusCode).toBe(401);
    expect(without.body.errors?.[0]?.field).toBe('otp');
    expect((await login({ ...creds, otp: '123456' })).body.errors?.[0]?.field).toBe('otp');
    // The code that confirmed the enrolment, and then a login's code, open nothing a second time.
    expect((await login({ ...creds, otp: totpCodeAt(secret, clockNow) })).statusCode).toBe(401);
    clockNow = new Date(clockNow.getTime() + 30_000);
    expect((await login({ ...creds, otp: totpCodeAt(secret, clockNow) })).statusCode).toBe(200);
    expect((await login({ ...creds, otp: totpCodeAt(secret, clockNow) })).statusCode).toBe(401);

    expect((await login({ ...creds, otp: codes[0] })).statusCode).toBe(200);
    expect((await login({ ...creds, otp: codes[0] })).statusCode).toBe(401);
    expect((await login({ ...creds, otp: codes[1]!.toUpperCase() })).statusCode).toBe(200);

    const [staff] = await t.app.db.select().from(staffMembers).where(eq(staffMembers.email, 'pemasaran@rona.id'));
    expect(staff!.recoveryCodeHashes).toHaveLength(8);
    const trail = JSON.stringify(
      await t.app.db.select().from(auditEntries).where(eq(auditEntries.entityId, staff!.id)),
    );
    expect(trail).toContain('staff.totp-enable');
    expect(trail).not.toContain(secret);
    for (const code of codes) expect(trail).not.toContain(code);
  });

  it('with ADMIN_REQUIRE_TOTP, an account without it opens only me, logout and enrolment', async () => {
    const strict = await createTestApp({ env: { ADMIN_REQUIRE_TOTP: 'true' } });
    try {
      const token = await staffToken(strict.app, 'gudang');
      const me = await adminCall(strict.app, 'GET', '/admin/v1/me', { token });
      expect(me.body.result.totpRequired).toBe(true);
      const orders = await adminCall(strict.app, 'GET', '/admin/v1/orders', { token });
      expect(orders.statusCode).toBe(403);
      expect(orders.body.message).toMatch(/autentikator/i);
      expect((await adminCall(strict.app, 'POST', '/admin/v1/me/totp/enrol', { token })).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('permissions', () => {
  it('the database roles are the seeded ones of @rona/domain', async () => {
    const rows = await t.app.db.select().from(staffRoles);
    const asData = rows
      .map((r) => ({ id: r.id, name: r.name, permissions: r.permissions }))
      .sort((a, b) => a.id.localeCompare(b.id));
    const seeded = SEEDED_STAFF_ROLES.map((r) => ({ id: r.id, name: r.name, permissions: [...r.permissions] })).sort(
      (a, b) => a.id.localeCompare(b.id),
    );
    expect(asData).toEqual(seeded);
  });

  it('registering an admin endpoint without a permission fails at start', async () => {
    const app = Fastify();
    app.decorate('config', { env: 'test' } as never);
    const bare = {
      method: 'GET',
      path: '/admin/v1/probe',
      auth: 'staff',
      result: z.object({}),
      summary: 'probe',
    } as EndpointDef;
    expect(() => registerEndpoint(app, bare, () => ({}))).toThrow(/must declare its permission/);
    expect(() => registerEndpoint(app, { ...bare, permission: 'orders:read' }, () => ({}))).not.toThrow();
    expect(() =>
      registerEndpoint(app, { ...bare, path: '/admin/v1/probe2', permission: null }, () => ({})),
    ).not.toThrow();
    await app.close();
    expect(contract.adminOrders.permission).toBe('orders:read');
  });

  it('npm run ops -- staff-add makes an account (the first owner in production), recorded as ops', async () => {
    const [line] = await runOps(
      t.app.db,
      ['staff-add', 'Pemilik2@rona.id', 'pemilik', '--name', 'Pemilik Dua'],
      clockNow,
    );
    const password = line!.split(': ').at(-1)!;
    const res = await login({ email: 'pemilik2@rona.id', password });
    expect(res.statusCode).toBe(200);
    expect(res.body.result.data.permissions).toContain('staff:manage');
    const [row] = await t.app.db.select().from(auditEntries).where(eq(auditEntries.entityId, res.body.result.data.id));
    expect(row).toMatchObject({ actorKind: 'ops', actorName: 'ops', action: 'staff.create' });
    expect(JSON.stringify(row)).not.toContain(password);
    await expect(runOps(t.app.db, ['staff-add', 'x@rona.id', 'tidak-ada'], clockNow)).rejects.toThrow(
      /Peran tidak dikenal/,
    );
  });

  it('a staff manager may grant only roles whose keys they hold, and the last owner stays', async () => {
    const owner = await staffToken(t.app, 'pemilik');
    const created = await adminCall(t.app, 'POST', '/admin/v1/staff', {
      token: owner,
      body: { email: 'baru@rona.id', name: 'Staf Baru', roleId: 'gudang', password: 'SandiStafBaru1' },
    });
    expect(created.statusCode).toBe(200);
    const id = created.body.result.id as string;
    const [entry] = await t.app.db.select().from(auditEntries).where(eq(auditEntries.entityId, id));
    expect(entry).toMatchObject({ action: 'staff.create', actorKind: 'staff' });
    expect(JSON.stringify(entry)).not.toContain('SandiStafBaru1');

    // A manager role without every key (made here as data) cannot hand out the owner role.
    await t.app.db.insert(staffRoles).values({
      id: 'kepala-gudang',
      name: 'Kepala Gudang',
      permissions: ['orders:read', 'orders:fulfil', 'staff:manage'],
    });
    await t.app.db.update(staffMembers).set({ roleId: 'kepala-gudang' }).where(eq(staffMembers.id, id));
    const lead = (await login({ email: 'baru@rona.id', password: 'SandiStafBaru1' })).body.result.accessToken as string;
    const grant = await adminCall(t.app, 'PATCH', `/admin/v1/staff/${id}`, {
      token: lead,
      body: { roleId: 'pemilik' },
    });
    expect(grant.statusCode).toBe(403);
    expect(grant.body.message).toContain('refunds:approve');

    // The only active owner (the one staff-add made above is switched off here).
    await t.app.db.update(staffMembers).set({ active: false }).where(eq(staffMembers.email, 'pemilik2@rona.id'));
    const [ownerRow] = await t.app.db.select().from(staffMembers).where(eq(staffMembers.email, 'pemilik@rona.id'));
    const demote = await adminCall(t.app, 'PATCH', `/admin/v1/staff/${ownerRow!.id}`, {
      token: owner,
      body: { roleId: 'gudang' },
    });
    expect(demote.statusCode).toBe(409);
  });
});
