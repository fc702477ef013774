import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type EndpointDef } from '@rona/domain';
import { users, variants } from '../db/schema';
import { createSession } from '../modules/auth/sessions';
import { newMember } from '../testing/members';
import { readyGuestCheckout } from '../modules/orders/order-test-kit';
import { staffToken } from '../modules/staff/staff-test-kit';
import { API_KEY, createTestApp, type TestApp } from '../testing/test-app';
import { hostileBodies, PARAM_VALUES, QUERY, sendHostile, urlOf, type Attempt } from '../testing/hostile-input';

/**
 * The brief's rule for every endpoint of the contract: bad input gets a 4xx envelope with a readable
 * message, never a 500. Each endpoint is called with the right credentials and hostile parameters,
 * query strings and bodies (wrong types, huge strings, odd JSON).
 */
let t: TestApp;
const credentials: Partial<Record<EndpointDef['auth'], string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const member = await newMember(t.app);
  const [partner] = await t.app.db.select().from(users).where(eq(users.email, 'partner@rona.id'));
  const [variant] = await t.app.db.select({ id: variants.id }).from(variants).limit(1);
  const guest = await readyGuestCheckout(t, API_KEY, variant!.id);
  credentials.member = `Bearer ${member.token}`;
  credentials.linkTool = `Bearer ${(await createSession(t.app.db, partner!.id)).token}`;
  credentials.guest = `Bearer ${guest.token}`;
  credentials.apiKey = API_KEY;
  credentials.optionalMember = API_KEY;
  // The back office's endpoints with the owner's session (every key), so their schemas see the input.
  credentials.staff = `Bearer ${await staffToken(t.app, 'pemilik')}`;
}, 60_000);
afterAll(() => t.close());

// Logout last: it ends the session the other member calls use.
const endpoints = (Object.entries(contract) as [string, EndpointDef][]).sort(
  ([, a], [, b]) => Number(a.path.includes('logout')) - Number(b.path.includes('logout')),
);

describe('bad input never gets a 500', () => {
  it.each(endpoints)('%s', async (_name, def) => {
    const auth = credentials[def.auth];
    const attempts: Attempt[] = PARAM_VALUES.map((v) => ({ url: urlOf(def, v) + QUERY }));
    if (def.method !== 'GET') {
      for (const payload of hostileBodies(def.body)) attempts.push({ url: urlOf(def, 'abc'), payload });
      attempts.push({ url: urlOf(def, 'abc'), payload: '{"tidak json', contentType: 'application/json' });
    }
    for (const attempt of attempts) await sendHostile(t.app, def, attempt, auth);
  });
});

/** ~200 KB of nesting: the input checks must not recurse (a stack overflow was a 500 on most body endpoints). */
const DEEP_ARRAY = '['.repeat(100_000) + ']'.repeat(100_000);
const DEEP_OBJECT = '{"a":'.repeat(40_000) + '1' + '}'.repeat(40_000);

describe('deeply nested JSON gets a 4xx envelope on every body endpoint', () => {
  const withBody = endpoints.filter(([, def]) => def.method !== 'GET' && !def.multipart);
  it.each(withBody)('%s', async (_name, def) => {
    const auth = credentials[def.auth];
    for (const payload of [DEEP_ARRAY, DEEP_OBJECT, `{"widgets":[{"group":"text","content":${DEEP_OBJECT}}]}`]) {
      const res = await t.app.inject({
        method: def.method,
        url: urlOf(def, 'abc'),
        headers: { ...(auth ? { authorization: auth } : {}), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, `${def.method} ${def.path} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
      // An endpoint without a body (create page, logout) may ignore it; every other one refuses it.
      if (def.body)
        expect(
          res.statusCode,
          `${def.method} ${def.path} ${payload.slice(0, 20)} → ${res.body.slice(0, 200)}`,
        ).toBeGreaterThanOrEqual(400);
      if (res.statusCode >= 400)
        expect(res.json()).toMatchObject({ status: false, message: expect.stringMatching(/\S/) });
    }
  });
});

describe('multipart without a boundary gets a 4xx envelope on every upload route', () => {
  const uploads = endpoints.filter(([, def]) => def.multipart);
  it('covers every upload route', () =>
    expect(uploads.map(([name]) => name).sort()).toEqual([
      'adminArticleImageUpload',
      'adminBannerImageUpload',
      'adminCertificateImageUpload',
      'adminProductImagesUpload',
      'adminPromoImageUpload',
      'uploadImage',
      'uploadImages',
    ]));
  it.each(uploads)('%s', async (_name, def) => {
    const auth = credentials[def.auth];
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary="x',
    ]) {
      const res = await t.app.inject({
        method: def.method,
        url: def.path,
        headers: { ...(auth ? { authorization: auth } : {}), 'content-type': contentType },
        payload: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
      });
      expect(res.statusCode, `${def.path} ${contentType} → ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${def.path} ${contentType} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
      expect(res.json()).toMatchObject({ status: false });
    }
  });
});
