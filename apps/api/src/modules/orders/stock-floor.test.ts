import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variants } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SOAP, variantIdsBySlug, variantStock } from './order-test-kit';

let t: TestApp;
let soap = '';

beforeAll(async () => {
  t = await createTestApp();
  soap = (await variantIdsBySlug(t))[SOAP]!;
});
afterAll(() => t.close());

describe('the stock floor (CHECK stock >= 0, under the conditional updates)', () => {
  it('refuses a direct update that takes a variant below zero, and keeps the stock', async () => {
    const before = await variantStock(t, soap);
    await expect(
      t.app.db
        .update(variants)
        .set({ stock: sql`${variants.stock} - ${before + 1}` })
        .where(eq(variants.id, soap)),
    ).rejects.toThrow();
    await expect(t.app.db.update(variants).set({ stock: -1 }).where(eq(variants.id, soap))).rejects.toThrow();
    expect(await variantStock(t, soap)).toBe(before);
    // Down to exactly zero is allowed.
    await t.app.db.update(variants).set({ stock: 0 }).where(eq(variants.id, soap));
    expect(await variantStock(t, soap)).toBe(0);
  });
});
