import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderLines, orderStatusHistory, orders, payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { notifyPayment, orderRow, placedMemberOrder, SOAP, variantIdsBySlug, variantStock } from './order-test-kit';
import { expireOverdueOrders } from './settlement';

let t: TestApp;
let ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ids = await variantIdsBySlug(t);
});
afterAll(() => t.close());

describe('payment settlement and expiry', () => {
  it('moves a paid order to WAITING_CONFIRM once and tells the member', async () => {
    const { m, invoice } = await placedMemberOrder(t, ids[SOAP]!);
    const row = await orderRow(t, invoice);
    const first = await notifyPayment(t, invoice, row.grandTotal);
    expect(first.body.result?.status).toBe('WAITING_CONFIRM');
    expect((await notifyPayment(t, invoice, row.grandTotal)).statusCode).toBe(200);
    expect((await orderRow(t, invoice)).status).toBe('WAITING_CONFIRM');
    expect((await orderRow(t, invoice)).paidAt).not.toBeNull();
    // The order's 'Menunggu Pembayaran' entry, then one (not two) for the payment.
    const inbox = await t.app.db.select().from(notifications).where(eq(notifications.userId, m.userId));
    expect(inbox.map((n) => n.title).sort()).toEqual(['Menunggu Pembayaran', 'Pembayaran Berhasil']);
    expect(inbox.find((n) => n.title === 'Pembayaran Berhasil')!.description).toContain(invoice);
    const history = await t.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, row.id));
    expect(history.map((h) => `${h.status}/${h.actor}`).sort()).toEqual([
      'WAITING_CONFIRM/payment',
      'WAITING_PAYMENT/buyer',
    ]);
  });

  it('fails the order on a failed payment and puts the units back', async () => {
    const before = await variantStock(t, ids[SOAP]!);
    const { invoice } = await placedMemberOrder(t, ids[SOAP]!, 2);
    expect(await variantStock(t, ids[SOAP]!)).toBe(before - 2);
    const res = await notifyPayment(t, invoice, (await orderRow(t, invoice)).grandTotal, 'FAILED');
    expect(res.body.result?.status).toBe('FAILED');
    expect(await variantStock(t, ids[SOAP]!)).toBe(before);
  });

  it('expires overdue orders exactly once, also with two runs at the same time', async () => {
    const a = await placedMemberOrder(t, ids[SOAP]!, 1);
    const b = await placedMemberOrder(t, ids[SOAP]!, 2);
    const paid = await placedMemberOrder(t, ids[SOAP]!, 1);
    await notifyPayment(t, paid.invoice, (await orderRow(t, paid.invoice)).grandTotal);
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await expireOverdueOrders(t.app.db, new Date())).toEqual([]);
    const before = await variantStock(t, ids[SOAP]!);
    const runs = await Promise.all([
      expireOverdueOrders(t.app.db, later, { payments: t.app.payments }),
      expireOverdueOrders(t.app.db, later, { payments: t.app.payments }),
    ]);
    const expired = runs.flat().filter((i) => i === a.invoice || i === b.invoice);
    expect(expired.sort()).toEqual([a.invoice, b.invoice].sort());
    expect(runs.flat()).not.toContain(paid.invoice);
    expect((await orderRow(t, a.invoice)).status).toBe('EXPIRED');
    expect((await orderRow(t, paid.invoice)).status).toBe('WAITING_CONFIRM');
    // Every order expired once (earlier tests' unpaid orders too): each one's units came back once.
    expect(new Set(runs.flat()).size).toBe(runs.flat().length);
    const returned = await t.app.db
      .select({ q: orderLines.quantity })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(inArray(orders.invoice, runs.flat()), eq(orderLines.variantId, ids[SOAP]!)));
    expect(await variantStock(t, ids[SOAP]!)).toBe(before + returned.reduce((s, r) => s + r.q, 0));
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.invoice, a.invoice));
    expect(payment!.status).toBe('EXPIRED');
    const history = await t.app.db
      .select()
      .from(orderStatusHistory)
      .where(
        and(
          eq(orderStatusHistory.orderId, (await orderRow(t, b.invoice)).id),
          eq(orderStatusHistory.status, 'EXPIRED'),
        ),
      );
    expect(history).toHaveLength(1);
    expect(await expireOverdueOrders(t.app.db, later)).not.toContain(a.invoice);
  });

  it('a payment and a cancel arriving together leave one consistent outcome, never a server error', async () => {
    for (let i = 0; i < 4; i++) {
      const { m, invoice } = await placedMemberOrder(t, ids[SOAP]!, 1);
      const amount = (await orderRow(t, invoice)).grandTotal;
      const [cancel, paid] = await Promise.all([
        m.call('GET', `/e-commerce/order/v1/cancel/${invoice}`),
        notifyPayment(t, invoice, amount),
      ]);
      expect(cancel.statusCode, JSON.stringify(cancel.body)).toBeLessThan(500);
      expect(paid.statusCode).toBe(200);
      const status = (await orderRow(t, invoice)).status;
      expect(['CANCEL', 'WAITING_CONFIRM']).toContain(status);
      // The cancel either happened (the payment then changed nothing) or was refused because it was paid.
      expect(cancel.statusCode).toBe(status === 'CANCEL' ? 200 : 409);
    }
  });
});
