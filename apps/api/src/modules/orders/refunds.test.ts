import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders, payments } from '../../db/schema';
import { runOps } from '../../ops/commands';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { notifyPayment, orderRow, placedMemberOrder, SOAP, variantIdsBySlug, variantStock } from './order-test-kit';
import { expireOverdueOrders } from './settlement';

let t: TestApp;
let soap = '';

beforeAll(async () => {
  t = await createTestApp();
  soap = (await variantIdsBySlug(t))[SOAP]!;
});
afterAll(() => t.close());

const paymentOf = async (invoice: string) =>
  (await t.app.db.select().from(payments).where(eq(payments.invoice, invoice)))[0]!;
const inboxOf = (userId: string) => t.app.db.select().from(notifications).where(eq(notifications.userId, userId));
const refundDueList = () => runOps(t.app.db, ['list', '--refund-due']);
const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;

describe('a payment that arrives after the order closed', () => {
  it('after a cancel: the payment is recorded, the order flagged refund due, the member told, ops lists it — once', async () => {
    const { m, invoice } = await placedMemberOrder(t, soap);
    const paid = (await orderRow(t, invoice)).grandTotal;
    expect((await m.call('GET', `/e-commerce/order/v1/cancel/${invoice}`)).statusCode).toBe(200);
    const inboxBefore = (await inboxOf(m.userId)).length;

    const res = await notifyPayment(t, invoice, paid);
    expect(res.statusCode).toBe(200);
    expect(res.body.result?.status).toBe('CANCEL');

    const payment = await paymentOf(invoice);
    expect(payment.amount).toBe(paid);
    expect(payment.paidAt).toBeInstanceOf(Date);
    const order = await orderRow(t, invoice);
    expect(order.status).toBe('CANCEL');
    expect(order.refundDueAt).toBeInstanceOf(Date);
    expect(order.refundAmount).toBeNull();

    const inbox = await inboxOf(m.userId);
    expect(inbox).toHaveLength(inboxBefore + 1);
    const told = inbox.find((n) => n.description.includes(invoice) && n.description.includes(rupiah(paid)));
    expect(told, JSON.stringify(inbox)).toBeDefined();
    expect(told!.type).toBe('TRANSACTION');

    const listed = (await refundDueList()).find((l) => l.startsWith(invoice));
    expect(listed).toMatch(/CANCEL/);
    expect(listed).toContain(`Rp ${paid}`);

    // The provider retries: nothing is recorded twice.
    expect((await notifyPayment(t, invoice, paid)).statusCode).toBe(200);
    expect(await inboxOf(m.userId)).toHaveLength(inboxBefore + 1);
    expect((await paymentOf(invoice)).paidAt).toEqual(payment.paidAt);

    // The member sees it on the order.
    const detail = await m.call('GET', `/e-commerce/order/v1/search/${invoice}`);
    expect(detail.body.result.refund).toMatchObject({
      status: 'DUE',
      paid,
      amount: paid,
      latePayment: true,
      approvedAt: null,
    });
  });

  it('after the expiry job: the same record', async () => {
    const { m, invoice } = await placedMemberOrder(t, soap);
    const paid = (await orderRow(t, invoice)).grandTotal;
    await expireOverdueOrders(t.app.db, new Date(Date.now() + 25 * 3600_000), { invoice, payments: t.app.payments });
    expect((await orderRow(t, invoice)).status).toBe('EXPIRED');
    expect((await notifyPayment(t, invoice, paid)).statusCode).toBe(200);
    expect((await orderRow(t, invoice)).refundDueAt).toBeInstanceOf(Date);
    expect((await paymentOf(invoice)).paidAt).toBeInstanceOf(Date);
    expect((await inboxOf(m.userId)).some((n) => n.description.includes(invoice))).toBe(true);
    expect((await refundDueList()).some((l) => l.startsWith(invoice) && l.includes('EXPIRED'))).toBe(true);
  });

  it('after its time but before the expiry job: the order expires (units back) and the money is owed back', async () => {
    const { invoice } = await placedMemberOrder(t, soap, 2);
    const paid = (await orderRow(t, invoice)).grandTotal;
    await t.app.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.invoice, invoice));
    await t.app.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.invoice, invoice));
    const before = await variantStock(t, soap);
    const res = await notifyPayment(t, invoice, paid);
    expect(res.statusCode).toBe(200);
    expect(res.body.result?.status).toBe('EXPIRED');
    const order = await orderRow(t, invoice);
    expect(order.status).toBe('EXPIRED');
    expect(order.refundDueAt).toBeInstanceOf(Date);
    expect(await variantStock(t, soap)).toBe(before + 2);
    expect((await paymentOf(invoice)).paidAt).toBeInstanceOf(Date);
  });

  it('is paid back whole on approval and leaves the refund-due list', async () => {
    const { m, invoice } = await placedMemberOrder(t, soap);
    const paid = (await orderRow(t, invoice)).grandTotal;
    await m.call('GET', `/e-commerce/order/v1/cancel/${invoice}`);
    await notifyPayment(t, invoice, paid);
    expect(await runOps(t.app.db, ['advance', invoice, 'approve-refund'])).toEqual([
      `${invoice}: CANCEL, dana dikembalikan ${rupiah(paid)}`,
    ]);
    const order = await orderRow(t, invoice);
    expect(order).toMatchObject({ status: 'CANCEL', refundAmount: paid });
    expect(order.refundApprovedAt).toBeInstanceOf(Date);
    expect((await refundDueList()).some((l) => l.startsWith(invoice))).toBe(false);
    await expect(runOps(t.app.db, ['advance', invoice, 'approve-refund'])).rejects.toThrow(/CANCEL/);
  });
});

describe('an approved refund request', () => {
  it('records the amount (paid − Rp 9.500) and the date, tells the member, and shows both on the order', async () => {
    const { m, invoice } = await placedMemberOrder(t, soap);
    const paid = (await orderRow(t, invoice)).grandTotal;
    await notifyPayment(t, invoice, paid);
    await t.app.db
      .update(orders)
      .set({ status: 'REQUEST_REFUND', refundReason: 'salah pesan' })
      .where(eq(orders.invoice, invoice));
    expect((await refundDueList()).some((l) => l.startsWith(invoice) && l.includes('REQUEST_REFUND'))).toBe(true);
    const asked = await m.call('GET', `/e-commerce/order/v1/search/${invoice}`);
    expect(asked.body.result.refund).toMatchObject({
      status: 'DUE',
      paid,
      amount: paid - 9500,
      latePayment: false,
      approvedAt: null,
    });

    const before = Date.now();
    expect(await runOps(t.app.db, ['advance', invoice, 'approve-refund'])).toEqual([
      `${invoice}: REFUND_APPROVED, dana dikembalikan ${rupiah(paid - 9500)}`,
    ]);
    const order = await orderRow(t, invoice);
    expect(order.status).toBe('REFUND_APPROVED');
    expect(order.refundAmount).toBe(paid - 9500);
    expect(order.refundApprovedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await refundDueList()).some((l) => l.startsWith(invoice))).toBe(false);

    const detail = await m.call('GET', `/e-commerce/order/v1/search/${invoice}`);
    expect(detail.body.result.refund).toMatchObject({
      status: 'APPROVED',
      paid,
      amount: paid - 9500,
      latePayment: false,
      approvedAt: order.refundApprovedAt!.toISOString(),
    });
    const inbox = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, m.userId), eq(notifications.title, 'Pengembalian Dana Disetujui')));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.description).toContain(invoice);
    expect(inbox[0]!.description).toContain(rupiah(paid - 9500));
  });

  it('an order without a refund has none on its detail', async () => {
    const { m, invoice } = await placedMemberOrder(t, soap);
    const detail = await m.call('GET', `/e-commerce/order/v1/search/${invoice}`);
    expect(detail.body.result.refund ?? null).toBeNull();
    expect(await refundDueList()).not.toEqual(expect.arrayContaining([expect.stringContaining(invoice)]));
  });
});
