import { readFile } from 'node:fs/promises';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMovements, variants } from '../../db/schema';
import type { TestMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  createOrderCall,
  memberWithAddress,
  readyMemberCheckout,
  SERUM,
  SOAP,
  variantIdsBySlug,
} from '../orders/order-test-kit';
import { expireOverdueOrders } from '../orders/settlement';
import { ledgerMismatches } from './ledger';

const VITAMIN_C = 'serum-vitamin-c-30-ml';

let t: TestApp;
let ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ids = await variantIdsBySlug(t);
}, 60_000);
afterAll(() => t.close());

const movementsOf = (variantId: string) =>
  t.app.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.variantId, variantId))
    .orderBy(asc(stockMovements.createdAt));

/** A member ready to pay for `quantity` units of a size (cart, courier and payment chosen). */
async function buyer(slug: string, quantity: number) {
  const m = await memberWithAddress(t);
  return { m, checkoutId: await readyMemberCheckout(m, ids[slug]!, quantity) };
}

const place = async (b: { m: TestMember; checkoutId: string }) => {
  const res = await createOrderCall(b.m, b.checkoutId);
  expect([200, 409], JSON.stringify(res.body)).toContain(res.statusCode);
  return res.statusCode === 200 ? { m: b.m, invoice: res.body.result.order.invoice_number as string } : null;
};

const cancel = (o: { m: TestMember; invoice: string }) => o.m.call('GET', `/e-commerce/order/v1/cancel/${o.invoice}`);

describe('the stock ledger: a size’s stock is the sum of its movements', () => {
  it('after the seed: one opening movement per size for its stock', async () => {
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
    const sizes = (await t.app.db.select({ n: count() }).from(variants))[0]!.n;
    const openings = await t.app.db
      .select({ n: count() })
      .from(stockMovements)
      .where(eq(stockMovements.reason, 'saldo_awal'));
    expect(openings[0]!.n).toBe(sizes);
  });

  it('an order takes its units as a movement on its invoice by the buyer; a cancel gives them back', async () => {
    const [placed] = await Promise.all([buyer(SERUM, 2).then(place)]);
    const history = await movementsOf(ids[SERUM]!);
    const taken = history.find((r) => r.reference === placed!.invoice)!;
    expect(taken).toMatchObject({ change: -2, reason: 'pesanan', actorKind: 'buyer', actorId: placed!.m.userId });
    expect((await cancel(placed!)).statusCode).toBe(200);
    const back = (await movementsOf(ids[SERUM]!)).filter((r) => r.reference === placed!.invoice);
    expect(back.map((r) => [r.change, r.reason, r.actorKind])).toEqual([
      [-2, 'pesanan', 'buyer'],
      [2, 'pesanan_batal', 'buyer'],
    ]);
    expect(back[1]!.stockAfter).toBe(back[0]!.stockAfter + 2);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it('after a burst of parallel orders, cancellations and expiries', async () => {
    // Eight buyers for five units of one size, four for another: orders race each other.
    const scarce = await Promise.all(Array.from({ length: 8 }, () => buyer(VITAMIN_C, 1)));
    const plenty = await Promise.all(Array.from({ length: 4 }, () => buyer(SOAP, 2)));
    const late = await Promise.all(Array.from({ length: 3 }, () => buyer(VITAMIN_C, 1)));
    const first = await Promise.all([...scarce, ...plenty].map(place));
    const placed = first.filter((o): o is NonNullable<typeof o> => o !== null);
    expect(first.slice(0, 8).filter(Boolean)).toHaveLength(5);

    // Then, all at once: some cancelled, some expired, and more orders for what came back.
    const later = new Date(Date.now() + 3 * 86_400_000);
    await Promise.all([
      ...placed.slice(0, 3).map(cancel),
      ...placed.slice(3, 6).map((o) => expireOverdueOrders(t.app.db, later, { invoice: o.invoice })),
      ...late.map(place),
    ]);

    expect(await ledgerMismatches(t.app.db)).toEqual([]);
    const expired = await t.app.db
      .select({ reason: stockMovements.reason, actor: stockMovements.actorKind })
      .from(stockMovements)
      .where(
        and(
          inArray(
            stockMovements.reference,
            placed.slice(3, 6).map((o) => o.invoice),
          ),
          eq(stockMovements.reason, 'pesanan_kedaluwarsa'),
        ),
      );
    expect(expired).toHaveLength(3);
    expect(expired.every((r) => r.actor === 'system')).toBe(true);
  });

  it('migration 0012 writes the opening balance of sizes that exist when it runs', async () => {
    const file = new URL('../../db/migrations/0012_stock-ledger.sql', import.meta.url);
    const opening = (await readFile(file, 'utf8')).split('--> statement-breakpoint').at(-1)!;
    expect(opening).toMatch(/INSERT INTO "stock_movements"/);
    await t.app.db.delete(stockMovements);
    expect((await ledgerMismatches(t.app.db)).length).toBeGreaterThan(0);
    await t.app.db.execute(sql.raw(opening));
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});
