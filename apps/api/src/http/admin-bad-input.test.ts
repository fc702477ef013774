import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type EndpointDef } from '@rona/domain';
import { z } from 'zod';
import { staffToken } from '../modules/staff/staff-test-kit';
import { fieldMutations, hostileQueries, ID_VALUES, sendHostile, urlOf, type Attempt } from '../testing/hostile-input';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The back office under bad input, as the owner (every permission key), so each admin handler (not
 * only the session check) meets it: unknown ids (a random UUID) and non-UUID ids in the path, each
 * query key with out-of-range, empty, repeated and invalid values, and each body field one at a
 * time with the wrong type, size, id, date or enum value (bodies built from the contract's schema).
 * The list is read from the contract: a new admin endpoint is swept without a change here. Every
 * answer is below 500, and a refusal is the spec's envelope in Indonesian (errors[] on a 400).
 */
let t: TestApp;
let owner = '';

beforeAll(async () => {
  t = await createTestApp();
  owner = `Bearer ${await staffToken(t.app, 'pemilik')}`;
}, 60_000);
afterAll(() => t.close());

// The owner's logout and second-factor changes end or change the session the sweep uses: last.
const LAST = /logout|totp/;
const admin = (Object.entries(contract) as [string, EndpointDef][])
  .filter(([, def]) => def.path.startsWith('/admin/'))
  .sort(([, a], [, b]) => Number(LAST.test(a.path)) - Number(LAST.test(b.path)));
const authOf = (def: EndpointDef) => (def.auth === 'staff' ? owner : undefined);

describe('admin lists cap their page size', () => {
  const lists = admin.filter(
    ([, def]) => def.method === 'GET' && def.query instanceof z.ZodObject && 'limit' in def.query.shape,
  );
  it('the lists are found in the contract', () => expect(lists.length).toBeGreaterThan(5));
  it.each(lists)('%s refuses limit=1000000 with a 400 naming the cap', async (_name, def) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${urlOf(def, '00000000-0000-4000-8000-000000000000')}?limit=1000000`,
      headers: { authorization: owner },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(res.json()).toMatchObject({
      status: false,
      errors: [expect.objectContaining({ message: expect.stringMatching(/^Maksimal \d+$/) })],
    });
  });
});

describe('the back office answers hostile input as the owner with a 4xx envelope, never a 500', () => {
  it.each(admin.filter(([, def]) => !def.multipart))('%s', async (_name, def) => {
    const attempts: Attempt[] = [];
    const hasParams = /:[A-Za-z]/.test(def.path);
    const ids = hasParams ? ID_VALUES() : [''];
    for (const id of ids) attempts.push({ url: urlOf(def, id) });
    const target = urlOf(def, ids[0] ?? '');
    if (def.method === 'GET' || def.query)
      for (const query of hostileQueries(def.query)) attempts.push({ url: target + query });
    if (def.method !== 'GET') {
      for (const payload of fieldMutations(def.body)) attempts.push({ url: target, payload });
      // The sample body on a non-UUID id, and an empty body.
      if (hasParams) attempts.push({ url: urlOf(def, 'bukan-uuid'), payload: fieldMutations(def.body)[0] ?? {} });
      attempts.push({ url: target, payload: '', contentType: 'application/json' });
    }
    for (const attempt of attempts) await sendHostile(t.app, def, attempt, authOf(def));
  });

  it.each(admin.filter(([, def]) => def.multipart))(
    '%s (a well-formed upload of a text file, unknown ids)',
    async (_name, def) => {
      for (const id of ID_VALUES()) {
        const res = await t.app.inject({
          method: def.method,
          url: urlOf(def, id),
          headers: { authorization: owner, 'content-type': 'multipart/form-data; boundary=x' },
          payload:
            '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nbukan gambar\r\n--x--\r\n',
        });
        expect(res.statusCode, `${def.path} ${id.slice(0, 40)} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.json()).toMatchObject({ status: false, message: expect.stringMatching(/\S/) });
      }
    },
  );
});
