import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, orders, pointLogs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { TestMember } from '../../testing/members';
import { recordPoints } from '../account/points';
import {
  createOrderCall,
  memberPointsCheckout,
  memberWithAddress,
  orderRow,
  SERUM,
  SOAP,
  variantIdsBySlug,
} from './order-test-kit';

let t: TestApp;
let ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ids = await variantIdsBySlug(t);
});
afterAll(() => t.close());

/** A member checkout of one unit (no promo, so points are allowed) with courier, payment and points chosen. */
async function pointsCheckout(m: TestMember, slug: string, expectedPoints: number) {
  const { id, summary } = await memberPointsCheckout(t, m, { slug, id: ids[slug]! });
  expect(summary.totalPointUsed).toBe(expectedPoints);
  return id;
}

describe('points at order time', () => {
  it('spends the points at order time and gives them back when the order is cancelled', async () => {
    const m = await memberWithAddress(t);
    await recordPoints(t.app.db, { userId: m.userId, type: 'income', point: 5_000 });
    const used = 5_000;
    const id = await pointsCheckout(m, SOAP, used);
    const res = await createOrderCall(m, id);
    const invoice = res.body.result.order.invoice_number as string;
    expect((await orderRow(t, invoice)).pointsUsed).toBe(used);
    const logs = () =>
      t.app.db
        .select()
        .from(pointLogs)
        .where(and(eq(pointLogs.userId, m.userId), eq(pointLogs.invoice, invoice)));
    expect((await logs()).map((l) => `${l.type}:${l.point}`)).toEqual([`expense:${used}`]);
    expect((await m.call('GET', `/e-commerce/order/v1/cancel/${invoice}`)).statusCode).toBe(200);
    expect((await logs()).map((l) => `${l.type}:${l.point}`).sort()).toEqual([`expense:${used}`, `income:${used}`]);
  });

  it('lets only one of parallel orders by one member spend the same points; the others are refused or pay in full', async () => {
    // The race is timing-dependent (without the lock, PostgreSQL lets two or three of these spend
    // the same points in most rounds): a few rounds, each a fresh member.
    for (let round = 0; round < 4; round++) {
      const m = await memberWithAddress(t);
      await recordPoints(t.app.db, { userId: m.userId, type: 'income', point: 5_000 }, new Date(Date.now() - 60_000));
      // Three checkouts of different products (no shared stock row to queue on), each wanting all 5 000 points.
      const checkoutIds: string[] = [];
      for (const slug of [SOAP, SERUM, 'serum-vitamin-c-30-ml']) checkoutIds.push(await pointsCheckout(m, slug, 5_000));

      const results = await Promise.all(checkoutIds.map((id) => createOrderCall(m, id)));

      // The member's row is locked while an order spends points: the others read the balance after
      // that expense. One that priced its checkout before it is refused (400, nothing written, the
      // checkout stays open); one that priced it after would pay more than its checkout showed, and a
      // request without the total is held to the one the checkout last showed: refused with the
      // fresh summary (409).
      for (const r of results) {
        expect([200, 400, 409]).toContain(r.statusCode);
        if (r.statusCode === 400) expect(r.body.message).toBe('Poin kamu tidak mencukupi');
      }
      const placed = await t.app.db.select().from(orders).where(eq(orders.userId, m.userId));
      expect(placed).toHaveLength(results.filter((r) => r.statusCode === 200).length);
      expect(placed.filter((o) => o.pointsUsed > 0).map((o) => o.pointsUsed)).toEqual([5_000]);
      for (const o of placed.filter((o) => o.pointsUsed === 0)) expect(o.summary.totalPointUsed).toBe(0);
      const refused = checkoutIds.filter((_, i) => results[i]!.statusCode !== 200);
      if (refused.length) {
        const states = await t.app.db
          .select({ status: checkouts.status })
          .from(checkouts)
          .where(inArray(checkouts.id, refused));
        expect(states.map((c) => c.status)).toEqual(refused.map(() => 'open'));
      }
      const spent = await t.app.db
        .select()
        .from(pointLogs)
        .where(and(eq(pointLogs.userId, m.userId), eq(pointLogs.type, 'expense')));
      expect(spent.map((l) => l.point)).toEqual([5_000]);
      const sessionId = (await m.call('GET', '/profile/info/v1/detail')).body.result.session.id;
      expect((await m.call('GET', `/profile/personal/v1/points/${sessionId}`)).body.result.datas.totalPoint).toBe(0);
    }
  });
});
