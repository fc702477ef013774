import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@rona/domain/browser';
import { users, variants } from '../db/schema';
import { createSession, hashPassword, revokeUserSessions } from '../modules/auth/sessions';
import { BANDUNG } from '../modules/orders/order-test-kit';
import { API_KEY, createTestApp, type TestApp } from '../testing/test-app';

/** docs/decisions/006: the browser's session in HttpOnly cookies, cookie writes only from the shop's pages. */
let t: TestApp;
const DEMO = { email: 'demo@rona.id', password: 'RonaDemo123' };
const PARTNER = { email: 'partner@rona.id', password: 'RonaPartner123' };
const HOST = 'shop.rona.test';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers: { host: HOST, ...headers }, ...(payload ? { payload } : {}) });

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
}
const cookieLine = (lines: string[], name: string) => lines.find((l) => l.startsWith(`${name}=`));
const valueOf = (line: string | undefined) =>
  decodeURIComponent(line?.split(';')[0]?.split('=').slice(1).join('=') ?? '');

async function browserLogin(who: { email: string; password: string }, headers: Headers = {}) {
  const res = await inject(
    'POST',
    endpoints.login.path,
    { authorization: API_KEY, 'x-rona-client': 'shop', ...headers },
    who,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { res, lines: setCookies(res) };
}

describe('session cookies', () => {
  it('a login sets the token HttpOnly + SameSite=Lax and a readable marker; not Secure outside production', async () => {
    const { res, lines } = await browserLogin(DEMO);
    const token = cookieLine(lines, 'SESSION_TOKEN__');
    const marker = cookieLine(lines, 'SESSION__');
    expect(token).toMatch(/; HttpOnly/);
    expect(token).toMatch(/; SameSite=Lax/);
    expect(token).toMatch(/; Path=\//);
    expect(token).toMatch(/; Max-Age=86400/);
    expect(token).not.toMatch(/Secure/);
    expect(valueOf(token)).toBe(res.json().result.accessToken);
    expect(marker).toBeDefined();
    expect(valueOf(marker)).toBe('1');
    expect(marker).not.toMatch(/HttpOnly/);
  });

  it('remember-me unticked makes both browser-session cookies (no Max-Age)', async () => {
    const { lines } = await browserLogin(DEMO, { 'x-rona-remember': '0' });
    expect(cookieLine(lines, 'SESSION_TOKEN__')).not.toMatch(/Max-Age/);
    expect(cookieLine(lines, 'SESSION__')).not.toMatch(/Max-Age/);
  });

  it('the API accepts the cookie for member reads, and bearer tokens keep working', async () => {
    const { res, lines } = await browserLogin(DEMO);
    const cookie = `SESSION_TOKEN__=${valueOf(cookieLine(lines, 'SESSION_TOKEN__'))}; SESSION__=1`;
    expect((await inject('GET', endpoints.cartList.path, { cookie })).statusCode).toBe(200);
    expect(
      (await inject('GET', endpoints.cartList.path, { authorization: `Bearer ${res.json().result.accessToken}` }))
        .statusCode,
    ).toBe(200);
    expect((await inject('GET', endpoints.cartList.path, { cookie: 'SESSION__=1' })).statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated write without the client header or from another origin (403), allows it from the shop', async () => {
    const { lines } = await browserLogin(DEMO);
    const cookie = `SESSION_TOKEN__=${valueOf(cookieLine(lines, 'SESSION_TOKEN__'))}; SESSION__=1`;
    const logout = (headers: Headers) => inject('POST', endpoints.logout.path, { cookie, ...headers }, {});

    const noHeader = await logout({});
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toMatchObject({ status: false });
    expect((await logout({ 'x-rona-client': 'shop', origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await logout({ 'x-rona-client': 'shop', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    // The refused writes changed nothing: the session is alive.
    expect((await inject('GET', endpoints.cartList.path, { cookie })).statusCode).toBe(200);

    const done = await logout({ 'x-rona-client': 'shop', origin: `http://${HOST}` });
    expect(done.statusCode).toBe(200);
    const cleared = setCookies(done);
    expect(cookieLine(cleared, 'SESSION_TOKEN__')).toMatch(/Max-Age=0/);
    expect(cookieLine(cleared, 'SESSION__')).toMatch(/Max-Age=0/);
    // Ended on the server: the old cookie opens nothing any more.
    expect((await inject('GET', endpoints.cartList.path, { cookie })).statusCode).toBe(401);
  });

  it('a bearer write needs no client header (non-browser clients)', async () => {
    const { res } = await browserLogin(DEMO);
    const out = await inject(
      'POST',
      endpoints.logout.path,
      { authorization: `Bearer ${res.json().result.accessToken}` },
      {},
    );
    expect(out.statusCode).toBe(200);
  });

  it('the studio has its own cookie pair, kept only for partners, and its Sign Out ends the session on the server', async () => {
    const studio = { 'x-rona-client': 'link-tool' };
    const member = await browserLogin(DEMO, studio);
    expect(cookieLine(member.lines, 'LINKPAGE_TOKEN__')).toBeUndefined();
    expect(cookieLine(member.lines, 'SESSION_TOKEN__')).toBeUndefined();

    const partner = await browserLogin(PARTNER, studio);
    const token = cookieLine(partner.lines, 'LINKPAGE_TOKEN__');
    expect(token).toMatch(/; HttpOnly/);
    expect(valueOf(cookieLine(partner.lines, 'LINKPAGE_SESSION__'))).toBe('1');
    const cookie = `LINKPAGE_TOKEN__=${valueOf(token)}; LINKPAGE_SESSION__=1`;
    expect((await inject('GET', endpoints.linkPages.path, { cookie, ...studio })).statusCode).toBe(200);
    // The shop's calls do not read the studio's cookie.
    expect((await inject('GET', endpoints.linkPages.path, { cookie })).statusCode).toBe(401);

    const out = await inject('POST', endpoints.logout.path, { cookie, ...studio }, {});
    expect(out.statusCode).toBe(200);
    expect(cookieLine(setCookies(out), 'LINKPAGE_TOKEN__')).toMatch(/Max-Age=0/);
    expect((await inject('GET', endpoints.linkPages.path, { cookie, ...studio })).statusCode).toBe(401);
  });
});

describe('a session that has ended degrades to guest on optional-member endpoints', () => {
  let staleToken: string;
  let productUrl: string;
  let variantId: string;
  beforeAll(async () => {
    const [variant] = await t.app.db.select({ id: variants.id }).from(variants).limit(1);
    variantId = variant!.id;
    const [demo] = await t.app.db.select().from(users).where(eq(users.email, 'demo@rona.id'));
    staleToken = (await createSession(t.app.db, demo!.id)).token;
    // A password reset elsewhere ends every session of the member.
    await revokeUserSessions(t.app.db, demo!.id);
    const list = await inject('GET', `${endpoints.productList.path}?limit=1`, { authorization: API_KEY });
    productUrl = list.json().result.datas[0].url;
  });

  const samples: Record<string, () => string> = {
    productList: () => `${endpoints.productList.path}?limit=5`,
    productDetail: () => endpoints.productDetail.path.replace(':merchant/:item', productUrl),
    productRecommendations: () => `${endpoints.productRecommendations.path}?limit=3`,
    deliveryEstimate: () => `${endpoints.deliveryEstimate.path}?variant=${variantId}&district=${BANDUNG.districtId}`,
    shippingPrice: () => `${endpoints.shippingPrice.path}?destination=31.71.01&weight=500`,
    orderTracking: () =>
      `${endpoints.orderTracking.path}?order_id=NMW-TIDAKADA-1&uuid=00000000-0000-4000-8000-000000000000`,
  };
  const optional = Object.entries(endpoints)
    .filter(([, e]) => e.auth === 'optionalMember')
    .map(([name]) => name);

  it('has a sample for every optional-member endpoint', () => {
    expect(optional.sort()).toEqual(Object.keys(samples).sort());
  });

  /** The answer without its request id (each request has its own). */
  const sameAnswer = (body: object) => ({ ...body, requestId: undefined });

  it.each(Object.keys(samples))(
    '%s: a stale bearer token or cookie gets the guest answer and is told the session ended',
    async (name) => {
      const url = samples[name]!();
      const guest = await inject('GET', url, { authorization: API_KEY });
      expect(guest.statusCode).not.toBe(401);

      const bearer = await inject('GET', url, { authorization: `Bearer ${staleToken}` });
      expect(bearer.statusCode).toBe(guest.statusCode);
      expect(sameAnswer(bearer.json())).toEqual(sameAnswer(guest.json()));
      expect(bearer.headers['x-rona-session']).toBe('ended');

      const cookie = await inject('GET', url, {
        authorization: API_KEY,
        cookie: `SESSION_TOKEN__=${staleToken}; SESSION__=1`,
        'x-rona-client': 'shop',
      });
      expect(cookie.statusCode).toBe(guest.statusCode);
      expect(sameAnswer(cookie.json())).toEqual(sameAnswer(guest.json()));
      expect(cookie.headers['x-rona-session']).toBe('ended');
      expect(cookieLine(setCookies(cookie), 'SESSION_TOKEN__')).toMatch(/Max-Age=0/);
      expect(cookieLine(setCookies(cookie), 'SESSION__')).toMatch(/Max-Age=0/);
    },
  );
});

describe('security headers on API and media answers', () => {
  it('nosniff, a referrer policy, no framing by other sites; no HSTS outside production', async () => {
    for (const url of ['/health', endpoints.productList.path, '/tidak-ada', '/media/tidak-ada.svg']) {
      const res = await inject('GET', url, { authorization: API_KEY });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'self'");
      // The API's own pages (the payment sandbox) post forms to themselves.
      expect(String(res.headers['content-security-policy']), url).toContain("form-action 'self'");
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' } });
    // Production seeds no demo accounts.
    await prod.app.db
      .insert(users)
      .values({
        fullName: 'Demo Rona',
        email: DEMO.email,
        phone: '6281234567890',
        passwordHash: await hashPassword(DEMO.password),
        emailVerified: true,
        phoneVerified: true,
        roles: [],
      })
      .onConflictDoNothing({ target: users.email });
  });
  afterAll(() => prod.close());

  it('the session cookies are Secure and answers carry HSTS', async () => {
    const res = await prod.app.inject({
      method: 'POST',
      url: endpoints.login.path,
      headers: { authorization: API_KEY, 'x-rona-client': 'shop' },
      payload: DEMO,
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = setCookies(res);
    expect(cookieLine(lines, 'SESSION_TOKEN__')).toMatch(/; HttpOnly/);
    expect(cookieLine(lines, 'SESSION_TOKEN__')).toMatch(/; Secure/);
    expect(cookieLine(lines, 'SESSION__')).toMatch(/; Secure/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });
});
