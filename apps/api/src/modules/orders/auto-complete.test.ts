import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory, outgoingMessages, pointLogs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runOps } from '../../ops/commands';
import { AUTO_COMPLETE_NOTE, completeDeliveredOrders } from './auto-complete';
import { notifyPayment, orderRow, placedMemberOrder, SERUM, variantIdsBySlug } from './order-test-kit';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let serum: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_FACTOR: '50', ORDER_AUTO_COMPLETE_DAYS: '7' },
  });
  serum = (await variantIdsBySlug(t))[SERUM]!;
}, 120_000);
afterAll(async () => t?.close());

/** A member order walked to DELIVERED at `deliveredAt`, with 1.234 cashback points to earn. */
async function deliveredOrder(deliveredAt: Date) {
  const { m, invoice } = await placedMemberOrder(t, serum, 1);
  await notifyPayment(t, invoice, (await orderRow(t, invoice)).grandTotal);
  await t.app.db.update(orders).set({ cashback: 1234 }).where(eq(orders.invoice, invoice));
  await runOps(t.app.db, ['advance', invoice, 'process']);
  await runOps(t.app.db, ['advance', invoice, 'ship', '--waybill', 'JNE0012345678']);
  await runOps(t.app.db, ['advance', invoice, 'deliver'], deliveredAt);
  return { m, invoice };
}

const pointsOf = async (userId: string, invoice: string) =>
  (
    await t.app.db
      .select({ point: pointLogs.point, type: pointLogs.type })
      .from(pointLogs)
      .where(and(eq(pointLogs.userId, userId), eq(pointLogs.invoice, invoice)))
  ).filter((p) => p.type === 'income');

const run = (at: Date) => completeDeliveredOrders(t.app.db, at, { days: t.config.orderAutoCompleteDays });

describe('delivered orders complete themselves', () => {
  it('reads the number of days from ORDER_AUTO_COMPLETE_DAYS (7 by default)', () => {
    expect(t.config.orderAutoCompleteDays).toBe(7);
  });

  it('after the stated days, once, with the points credited once — also when run twice and in parallel', async () => {
    const deliveredAt = new Date();
    const { m, invoice } = await deliveredOrder(deliveredAt);

    // Six days on: not yet.
    expect(await run(new Date(deliveredAt.getTime() + 6 * DAY))).not.toContain(invoice);
    expect((await orderRow(t, invoice)).status).toBe('DELIVERED');

    // Seven days on, two runs at once (two API instances) and one more after: one completion.
    const at = new Date(deliveredAt.getTime() + 7 * DAY + 1000);
    const [a, b] = await Promise.all([run(at), run(at)]);
    const again = await run(at);
    expect([...a, ...b, ...again].filter((i) => i === invoice)).toEqual([invoice]);

    const row = await orderRow(t, invoice);
    expect(row.status).toBe('SUCCESS');
    expect(await pointsOf(m.userId, invoice)).toEqual([{ point: 1234, type: 'income' }]);
    const history = await t.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, row.id));
    expect(history.filter((h) => h.status === 'SUCCESS')).toMatchObject([
      { actor: 'system', note: AUTO_COMPLETE_NOTE, at },
    ]);
    // The 'finished' message, once per channel.
    const finished = await t.app.db
      .select()
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.orderId, row.id), eq(outgoingMessages.kind, 'order.finished')));
    expect(finished.map((f) => f.channel)).toEqual(['email']);

    // The buyer pressing 'Selesaikan' afterwards changes nothing.
    expect((await m.call('GET', `/e-commerce/order/v1/confirm-success/${invoice}`)).statusCode).toBe(409);
    expect(await pointsOf(m.userId, invoice)).toHaveLength(1);
  });

  it("runs on demand from the ops tool ('complete-delivered', --as-of outside production)", async () => {
    const deliveredAt = new Date();
    const { m, invoice } = await deliveredOrder(deliveredAt);
    const early = await runOps(
      t.app.db,
      ['complete-delivered', '--as-of', new Date(deliveredAt.getTime() + DAY).toISOString()],
      new Date(),
      {
        autoCompleteDays: 7,
      },
    );
    expect(early).not.toContain(`${invoice}: SUCCESS`);
    const later = new Date(deliveredAt.getTime() + 7 * DAY + 60_000).toISOString();
    expect(
      await runOps(t.app.db, ['complete-delivered', '--as-of', later], new Date(), { autoCompleteDays: 7 }),
    ).toContain(`${invoice}: SUCCESS`);
    expect(await pointsOf(m.userId, invoice)).toEqual([{ point: 1234, type: 'income' }]);
    await expect(
      runOps(t.app.db, ['complete-delivered', '--as-of', later], new Date(), { production: true, autoCompleteDays: 7 }),
    ).rejects.toThrow('--as-of tidak tersedia di produksi');
  });

  it("leaves an order the buyer finished alone (the buyer's 'Selesaikan' wins once)", async () => {
    const deliveredAt = new Date();
    const { m, invoice } = await deliveredOrder(deliveredAt);
    expect((await m.call('GET', `/e-commerce/order/v1/confirm-success/${invoice}`)).statusCode).toBe(200);
    expect(await run(new Date(deliveredAt.getTime() + 8 * DAY))).not.toContain(invoice);
    expect(await pointsOf(m.userId, invoice)).toEqual([{ point: 1234, type: 'income' }]);
  });
});
