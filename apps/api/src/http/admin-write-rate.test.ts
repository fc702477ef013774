import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalogueContract, adminContract, buildPath } from '@rona/domain';
import { loadConfig } from '../config';
import { adminCall, staffToken } from '../modules/staff/staff-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Back-office writes per staff member per minute (ADMIN_WRITES_PER_MINUTE, decision 026): a burst
 * beyond it answers 429 in Indonesian, refused or not (a bad body counts too); reads and another
 * staff member's writes go on. Set low here so the burst is short.
 */
const LIMIT = 6;
let t: TestApp;
let owner = '';
let catalogue = '';

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_WRITES_PER_MINUTE: String(LIMIT) } });
  owner = await staffToken(t.app, 'pemilik');
  catalogue = await staffToken(t.app, 'katalog');
}, 60_000);
afterAll(() => t.close());

const staffUpdate = () => buildPath(adminContract.adminStaffUpdate.path, { id: randomUUID() });

describe('admin writes per staff member', () => {
  it('is 120 a minute unless set', () => {
    expect(loadConfig({}).adminWritesPerMinute).toBe(120);
  });

  it('answers 429 beyond the limit, while reads and another staff member are not affected', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const res = await adminCall(t.app, 'PATCH', staffUpdate(), { token: owner, body: { name: i } });
      expect(res.statusCode, JSON.stringify(res.body)).not.toBe(429);
    }
    const over = await adminCall(t.app, 'PATCH', staffUpdate(), { token: owner, body: { name: 'Lagi' } });
    expect(over.statusCode).toBe(429);
    expect(over.body).toMatchObject({
      status: false,
      message: expect.stringMatching(/^Terlalu banyak perubahan/),
      errors: [{ value: { retryAfterSeconds: expect.any(Number) } }],
    });
    expect((await adminCall(t.app, 'GET', '/admin/v1/me', { token: owner })).statusCode).toBe(200);
    const other = await adminCall(t.app, 'POST', adminCatalogueContract.adminProductCreate.path, {
      token: catalogue,
      body: {},
    });
    expect(other.statusCode).toBe(400);
  });
});
