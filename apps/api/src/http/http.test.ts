import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@rona/domain';
import { users } from '../db/schema';
import { createSession } from '../modules/auth/sessions';
import { API_KEY, call, createTestApp, type TestApp } from '../testing/test-app';
import { registerEndpoint } from './register-endpoint';

let t: TestApp;
let memberToken: string;
let partnerToken: string;

const probe = (auth: 'member' | 'linkTool' | 'guest' | 'none', path: string) =>
  endpoint({
    method: 'POST',
    path,
    auth,
    params: z.object({ id: z.string() }),
    body: z.object({ n: z.number() }),
    result: z.object({ id: z.string(), n: z.number(), who: z.string() }),
    summary: 'test',
  });

beforeAll(async () => {
  t = await createTestApp();
  // Routes built from contract-like entries of every auth kind, as other modules will register them.
  for (const kind of ['member', 'linkTool', 'guest', 'none'] as const) {
    registerEndpoint(t.app, probe(kind, `/probe/${kind}/:id`), ({ params, body, auth }) => ({
      id: params.id,
      n: body.n,
      who: auth.member?.email ?? auth.guestToken ?? 'anyone',
    }));
  }
  registerEndpoint(
    t.app,
    endpoint({ method: 'GET', path: '/probe/broken', auth: 'none', result: z.string(), summary: 'test' }),
    () => {
      throw new Error('secret database detail');
    },
  );
  registerEndpoint(
    t.app,
    endpoint({ method: 'GET', path: '/probe/off-contract', auth: 'none', result: z.string(), summary: 'test' }),
    () => 42 as unknown as string,
  );
  const [demo] = await t.app.db.select().from(users).where(eq(users.email, 'demo@rona.id'));
  const [partner] = await t.app.db.select().from(users).where(eq(users.email, 'partner@rona.id'));
  memberToken = (await createSession(t.app.db, demo!.id)).token;
  partnerToken = (await createSession(t.app.db, partner!.id)).token;
});
afterAll(() => t.close());

const post = (url: string, auth: string | null, body: unknown = { n: 1 }) =>
  call(t.app, url, { method: 'POST', auth, body });

describe('envelope and errors', () => {
  it('answers /health with the database kind', async () => {
    const res = await t.app.inject('/health');
    expect(res.json()).toEqual({
      status: true,
      message: 'ok',
      result: { database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
    });
  });

  // PostgreSQL only (PGlite has no server to end a connection).
  if (process.env.TEST_DATABASE_URL) {
    it('survives the server ending an idle pooled connection, and answers on a fresh one', async () => {
      const { rows } = (await t.app.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      const pid = rows[0]?.pid;
      expect(pid).toBeGreaterThan(0);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await call(t.app, '/health')).statusCode).toBe(200);
    });
  }

  it('answers an unknown route with a 404 envelope', async () => {
    const res = await call(t.app, '/tidak/ada');
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ status: false, message: 'Tidak Ditemukan.' });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/subscribe/v1/create',
      headers: { authorization: API_KEY, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: 'Format JSON tidak valid' });
  });

  it('hides 5xx details', async () => {
    const res = await call(t.app, '/probe/broken');
    expect(res.statusCode).toBe(500);
    expect(res.body).toEqual({
      status: false,
      message: 'Terjadi Kesalahan Server',
      errors: [{ message: 'Terjadi Kesalahan Server' }],
      // To find the request's log lines (decision 021).
      requestId: res.headers['x-request-id'],
    });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('refuses a handler result that breaks the contract outside production', async () => {
    expect((await call(t.app, '/probe/off-contract')).statusCode).toBe(500);
  });
});

describe('auth kinds', () => {
  it('member: needs a live session', async () => {
    expect((await post('/probe/member/a', `Bearer ${memberToken}`)).body.result).toEqual({
      id: 'a',
      n: 1,
      who: 'demo@rona.id',
    });
    const none = await post('/probe/member/a', null);
    expect(none.statusCode).toBe(401);
    expect(none.body.message).toBe('Sesi Berakhir Silahkan Login Kembali');
    expect((await post('/probe/member/a', API_KEY)).statusCode).toBe(401);
    expect((await post('/probe/member/a', 'Bearer salah')).statusCode).toBe(401);
  });

  it('linkTool: needs a member with the store site', async () => {
    expect((await post('/probe/linkTool/a', `Bearer ${partnerToken}`)).body.result.who).toBe('partner@rona.id');
    expect((await post('/probe/linkTool/a', `Bearer ${memberToken}`)).statusCode).toBe(403);
  });

  it('guest: passes the guest token on; none: needs nothing', async () => {
    expect((await post('/probe/guest/a', 'Bearer GUEST-123')).body.result.who).toBe('GUEST-123');
    expect((await post('/probe/guest/a', null)).statusCode).toBe(401);
    expect((await post('/probe/none/a', null)).body.result.who).toBe('anyone');
  });

  it('validates the body of any entry', async () => {
    const res = await post('/probe/none/a', null, { n: 'satu' });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe('n');
  });

  it('optionalMember: a member session works in place of the key', async () => {
    const res = await call(t.app, '/e-commerce/product/v1/all?limit=1', { auth: `Bearer ${memberToken}` });
    expect(res.statusCode).toBe(200);
    expect(res.body.result.datas).toHaveLength(1);
  });
});

describe('GET /media/*', () => {
  it('serves seeded images with long cache headers: photos as WebP, marks as SVG', async () => {
    const res = await t.app.inject('/media/products/serum-niacinamide-0.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const logo = await t.app.inject('/media/logos/courier-jne.svg');
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toContain('<svg');
    expect((await t.app.inject('/media/products/tidak-ada.webp')).statusCode).toBe(404);
    expect((await t.app.inject('/media/../../etc/passwd')).statusCode).toBe(404);
  });
});

describe('public response cache', () => {
  it('serves a repeated anonymous list from memory until cleared', async () => {
    const cached = await createTestApp({ env: { CATALOGUE_CACHE_MS: '60000' } });
    try {
      const url = '/e-commerce/product/v1/all?limit=2';
      const first = await call(cached.app, url);
      await cached.app.db.update((await import('../db/schema')).products).set({ name: 'Diganti' });
      expect((await call(cached.app, url)).body).toEqual(first.body);
      cached.app.responseCache.clear();
      expect((await call(cached.app, url)).body.result.datas[0].name).toBe('Diganti');
    } finally {
      await cached.close();
    }
  });
});
