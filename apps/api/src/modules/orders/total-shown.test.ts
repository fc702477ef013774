import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, orders, pointLogs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { TestMember } from '../../testing/members';
import { recordPoints } from '../account/points';
import {
  createOrderCall,
  memberPointsCheckout,
  memberWithAddress,
  readyMemberCheckout,
  SERUM,
  SOAP,
  variantIdsBySlug,
  variantStock,
} from './order-test-kit';

let t: TestApp;
let ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ids = await variantIdsBySlug(t);
});
afterAll(() => t.close());

/** A member checkout of one unit at its regular price (points allowed) with courier, payment and points chosen; answers the total on screen. */
async function pointsCheckout(m: TestMember, slug: string) {
  const { id, summary } = await memberPointsCheckout(t, m, { slug, id: ids[slug]! }, (services) =>
    services.find((s) => !s.insurance)!,
  );
  expect(summary.totalPointUsed).toBeGreaterThan(0);
  return { id, grandTotal: summary.grandTotal as number };
}

describe('never charge what was not shown', () => {
  it('refuses a total other than the one the buyer saw, answering the fresh summary; the checkout stays open', async () => {
    const m = await memberWithAddress(t);
    const id = await readyMemberCheckout(m, ids[SOAP]!, 1);
    const shown = (await m.call('GET', `/e-commerce/checkout/v1/checkout?checkoutId=${id}`)).body.result;
    const before = await variantStock(t, ids[SOAP]!);
    const res = await createOrderCall(m, id, { grandTotal: shown.summary.grandTotal - 2_270 });
    expect(res.statusCode).toBe(409);
    expect(res.body.status).toBe(false);
    expect(res.body.message).toMatch(/^Total pembayaran berubah/);
    expect(res.body.result.summary).toEqual(shown.summary);
    expect(res.body.result.id).toBe(id);
    expect(await variantStock(t, ids[SOAP]!)).toBe(before);
    expect((await t.app.db.select().from(checkouts).where(eq(checkouts.id, id)))[0]!.status).toBe('open');
    expect((await createOrderCall(m, id, { grandTotal: shown.summary.grandTotal })).statusCode).toBe(200);
  });

  it('refuses a grand total that is not a whole amount with 400', async () => {
    const m = await memberWithAddress(t);
    const id = await readyMemberCheckout(m, ids[SOAP]!, 1);
    expect((await createOrderCall(m, id, { grandTotal: 'banyak' })).statusCode).toBe(400);
    expect((await createOrderCall(m, id, { grandTotal: -1 })).statusCode).toBe(400);
  });

  it('parallel orders spending the same points: none is placed at an amount other than the one sent', async () => {
    for (let round = 0; round < 3; round++) {
      const m = await memberWithAddress(t);
      await recordPoints(t.app.db, { userId: m.userId, type: 'income', point: 2_270 }, new Date(Date.now() - 60_000));
      const shown: { id: string; grandTotal: number }[] = [];
      for (const slug of [SOAP, SERUM, 'serum-vitamin-c-30-ml']) shown.push(await pointsCheckout(m, slug));

      const results = await Promise.all(shown.map((c) => createOrderCall(m, c.id, { grandTotal: c.grandTotal })));

      const placed = await t.app.db.select().from(orders).where(eq(orders.userId, m.userId));
      for (const o of placed) {
        const sent = shown.find((c) => c.id === o.checkoutId)!;
        expect(o.grandTotal).toBe(sent.grandTotal);
      }
      expect(placed).toHaveLength(1);
      for (const r of results.filter((r) => r.statusCode !== 200)) {
        expect([400, 409]).toContain(r.statusCode);
        if (r.statusCode === 409) expect(r.body.result.summary.totalPointUsed).toBe(0);
      }
      const spent = await t.app.db
        .select()
        .from(pointLogs)
        .where(and(eq(pointLogs.userId, m.userId), eq(pointLogs.type, 'expense')));
      expect(spent.map((l) => l.point)).toEqual([2_270]);
    }
  });

  it('parallel orders without the total: none is charged other than what its checkout last showed (issue 25 §4)', async () => {
    for (let round = 0; round < 3; round++) {
      const m = await memberWithAddress(t);
      await recordPoints(t.app.db, { userId: m.userId, type: 'income', point: 2_270 }, new Date(Date.now() - 60_000));
      const shown: { id: string; grandTotal: number }[] = [];
      for (const slug of [SOAP, SERUM, 'serum-vitamin-c-30-ml']) shown.push(await pointsCheckout(m, slug));

      const results = await Promise.all(shown.map((c) => createOrderCall(m, c.id)));

      const placed = await t.app.db.select().from(orders).where(eq(orders.userId, m.userId));
      expect(placed.map((o) => o.grandTotal)).toEqual(
        placed.map((o) => shown.find((c) => c.id === o.checkoutId)!.grandTotal),
      );
      expect(placed).toHaveLength(1);
      for (const r of results.filter((r) => r.statusCode !== 200)) expect([400, 409]).toContain(r.statusCode);
    }
  });

  it('without the total, a checkout whose total changed since it was shown is refused with the fresh one, then placed at it', async () => {
    const m = await memberWithAddress(t);
    await recordPoints(t.app.db, { userId: m.userId, type: 'income', point: 2_270 }, new Date(Date.now() - 60_000));
    const first = await pointsCheckout(m, SOAP);
    const second = await pointsCheckout(m, SERUM);
    expect((await createOrderCall(m, first.id)).statusCode).toBe(200);
    // The points went to the first order: the second checkout's total is now higher than shown.
    const refused = await createOrderCall(m, second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toMatch(/^Total pembayaran berubah/);
    const fresh = refused.body.result.summary.grandTotal as number;
    expect(fresh).toBe(second.grandTotal + 2_270);
    // The refusal showed the fresh total: pressing 'Bayar' again places the order at it.
    const placed = await createOrderCall(m, second.id);
    expect(placed.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.checkoutId, second.id));
    expect(row!.grandTotal).toBe(fresh);
  });
});
