import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variants } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { newMember } from '../../testing/members';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const v of await t.app.db.select({ id: variants.id, slug: variants.slug }).from(variants)) ids[v.slug] = v.id;
});
afterAll(() => t.close());

const SERUM = 'serum-niacinamide-20-ml'; // stock 25, the shop's cap of 10 per variant
const VITAMIN_C = 'serum-vitamin-c-30-ml'; // stock 5

/** Issue 25 §3: the cart's checks hold when one member's adds arrive all at once. */
describe('40 parallel "add 1" on one size', () => {
  it.each([
    [SERUM, 10, 'Maksimal 10 unit'],
    [VITAMIN_C, 5, 'Jumlah melebihi stok, sisa 5'],
  ])('%s: the cart ends at %i units, every add past it refused', async (slug, limit, refusal) => {
    const m = await newMember(t.app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        m.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[slug], quantity: 1 }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(limit);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => a.statusCode)).toEqual(Array(40 - limit).fill(400));
    for (const a of refused) expect(a.body.message).toContain(refusal);
    const cart = await m.call('GET', '/e-commerce/cart/v1/list');
    const line = cart.body.result.products.find((p: { id: string }) => p.id === ids[slug]);
    expect(line.warehouse.quantity).toBe(limit);
  });
});
