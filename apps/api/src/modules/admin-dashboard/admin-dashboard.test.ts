import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard, OrderStatus } from '@rona/domain';
import { orders, outgoingMessages, products, variants } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { setStock, SOAP, SERUM, variantIdsBySlug } from '../orders/order-test-kit';
import { adminCall, createClockedTestApp, staffToken } from '../staff/staff-test-kit';
import { orderFactory } from './dashboard-test-kit';

/** Wednesday 25 November 2026, 10:00 WIB. */
const NOW = new Date('2026-11-25T03:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;
const tokens: Record<string, string> = {};
let addOrder: Awaited<ReturnType<typeof orderFactory>>['add'];

beforeAll(async () => {
  t = await createClockedTestApp({ now: () => NOW });
  const ids = await variantIdsBySlug(t);
  addOrder = (await orderFactory(t, ids[SOAP]!, NOW)).add;
  for (const role of ['pemilik', 'gudang', 'layanan-pelanggan', 'katalog', 'keuangan'])
    tokens[role] = await staffToken(t.app, role);

  // Today (WIB 25 Nov): 00:00 WIB exactly, 07:30, 09:59 — and 23:59:59 WIB the day before, not today.
  await addOrder({
    status: 'PROCESS',
    paidAt: '2026-11-24T17:00:00.000Z',
    total: 100_000,
    entered: '2026-11-24T17:00:00.000Z',
  });
  await addOrder({
    status: 'WAITING_CONFIRM',
    paidAt: '2026-11-25T00:30:00.000Z',
    total: 200_000,
    entered: '2026-11-25T00:30:00.000Z',
  });
  await addOrder({
    status: 'WAITING_COURIER',
    paidAt: '2026-11-25T02:59:00.000Z',
    total: 50_000,
    entered: '2026-11-25T02:59:30.000Z',
  });
  await addOrder({ status: 'SHIPPED', paidAt: '2026-11-24T16:59:59.000Z', total: 40_000 });
  // Last Wednesday (18 Nov): 08:00 WIB counts against today's 10:00, 12:00 WIB does not (the chart has both).
  await addOrder({ status: 'SUCCESS', paidAt: '2026-11-18T01:00:00.000Z', total: 75_000 });
  await addOrder({ status: 'SUCCESS', paidAt: '2026-11-18T05:00:00.000Z', total: 25_000 });
  // 40 days ago: outside the chart.
  await addOrder({ status: 'SUCCESS', paidAt: '2026-10-16T05:00:00.000Z', total: 99_000 });
  // Late to ship: Friday 20 Nov 10:00 WIB (ship by Fri), Monday 23 Nov 10:00 WIB, Saturday 21 Nov 15:00 WIB (→ Monday).
  await addOrder({
    status: 'WAITING_CONFIRM',
    paidAt: '2026-11-20T03:00:00.000Z',
    entered: '2026-11-20T03:00:00.000Z',
  });
  await addOrder({ status: 'PROCESS', paidAt: '2026-11-23T03:00:00.000Z', entered: '2026-11-23T04:00:00.000Z' });
  await addOrder({
    status: 'WAITING_COURIER',
    paidAt: '2026-11-21T08:00:00.000Z',
    entered: '2026-11-22T08:00:00.000Z',
  });
  // Not late: paid Tuesday 15:00 WIB ships by the end of Wednesday.
  await addOrder({ status: 'PROCESS', paidAt: '2026-11-24T08:00:00.000Z', entered: '2026-11-24T09:00:00.000Z' });
  // Refunds due: a request since 22 Nov, a late payment owed back since 21 Nov.
  await addOrder({ status: 'REQUEST_REFUND', paidAt: '2026-11-19T03:00:00.000Z', entered: '2026-11-22T00:00:00.000Z' });
  await addOrder({ status: 'CANCEL', refundDueAt: '2026-11-21T00:00:00.000Z', entered: '2026-11-20T00:00:00.000Z' });
  // Payments waiting: one still open, one past its deadline (not yet swept).
  await addOrder({ status: 'WAITING_PAYMENT', total: 123_000, expiresAt: '2026-11-25T04:00:00.000Z' });
  await addOrder({ status: 'PENDING', total: 321_000, expiresAt: '2026-11-25T02:00:00.000Z' });
  // Messages: two failed, one sent.
  for (const [i, status] of (['failed', 'failed', 'sent'] as const).entries())
    await t.app.db.insert(outgoingMessages).values({
      key: `dash-${i}`,
      kind: 'order.placed',
      channel: 'email',
      recipient: 'pembeli@rona.id',
      status,
    });
  // Stock: one size low (5), one out (0).
  await setStock(t, [ids[SERUM]!], 5);
  await setStock(t, [ids[SOAP]!], 0);
}, 120_000);
afterAll(() => t.close());

const dashboard = async (role: string) => {
  const res = await adminCall(t.app, 'GET', '/admin/v1/dashboard', { token: tokens[role] });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.result as AdminDashboard;
};

/** The figures computed here from every row, without the API's queries. */
async function expected() {
  const all = await t.app.db.select().from(orders);
  const paidIn = (from: number, to: number) => {
    const rows = all.filter((o) => o.paidAt && o.paidAt.getTime() >= from && o.paidAt.getTime() <= to);
    return { orders: rows.length, revenue: rows.reduce((s, o) => s + o.grandTotal, 0) };
  };
  const todayStart = Date.parse('2026-11-25T00:00:00+07:00');
  const inStatus = (...s: OrderStatus[]) => all.filter((o) => s.includes(o.status));
  const lateDue = all.filter((o) => o.refundDueAt && !o.refundApprovedAt && o.status !== 'REQUEST_REFUND');
  const wibDay = (d: Date) => new Date(d.getTime() + 7 * HOUR).toISOString().slice(0, 10);
  const days = Array.from({ length: 30 }, (_, i) => wibDay(new Date(NOW.getTime() - (29 - i) * DAY))).map((date) => {
    const rows = all.filter((o) => o.paidAt && wibDay(o.paidAt) === date && o.paidAt <= NOW);
    return { date, orders: rows.length, revenue: rows.reduce((s, o) => s + o.grandTotal, 0) };
  });
  const sizes = await t.app.db
    .select({ stock: variants.stock })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId));
  const messages = await t.app.db.select().from(outgoingMessages);
  const open = inStatus('WAITING_PAYMENT', 'PENDING').filter((o) => o.expiresAt > NOW);
  return {
    today: paidIn(todayStart, NOW.getTime()),
    lastWeek: paidIn(todayStart - 7 * DAY, NOW.getTime() - 7 * DAY),
    waiting: {
      confirm: inStatus('WAITING_CONFIRM', 'WAITING').length,
      process: inStatus('PROCESS').length,
      courier: inStatus('WAITING_COURIER').length,
      refund: inStatus('REQUEST_REFUND').length + lateDue.length,
    },
    paymentsWaiting: { count: open.length, amount: open.reduce((s, o) => s + o.grandTotal, 0) },
    failed: messages.filter((m) => m.status === 'failed').length,
    low: sizes.filter((s) => s.stock > 0 && s.stock <= 10).length,
    out: sizes.filter((s) => s.stock <= 0).length,
    days,
  };
}

describe('GET /admin/v1/dashboard', () => {
  it('gives the owner every figure, equal to the counts computed from the rows', async () => {
    const d = await dashboard('pemilik');
    const e = await expected();
    expect(d.at).toBe(NOW.toISOString());
    expect(d.sales).toEqual({
      date: '2026-11-25',
      today: e.today,
      lastWeek: { date: '2026-11-18', ...e.lastWeek },
    });
    // The fixtures' own numbers: 00:00, 07:30 and 09:59 WIB today; last Wednesday before 10:00 only.
    expect(d.sales!.today).toEqual({ orders: 3, revenue: 350_000 });
    expect(d.sales!.lastWeek).toMatchObject({ orders: 1, revenue: 75_000 });
    expect(Object.fromEntries(d.waiting!.map((w) => [w.tab, w.count]))).toEqual(e.waiting);
    expect(d.waiting!.map((w) => [w.tab, w.oldestSince])).toEqual([
      ['confirm', '2026-11-20T03:00:00.000Z'],
      ['process', '2026-11-23T04:00:00.000Z'],
      ['courier', '2026-11-22T08:00:00.000Z'],
      // The late payment owed back since 21 Nov waits longer than the request of 22 Nov.
      ['refund', '2026-11-21T00:00:00.000Z'],
    ]);
    expect(d.lateShipments).toEqual({ count: 3, oldestShipBy: '2026-11-20T16:59:59.999Z', tab: 'confirm' });
    expect(d.refundsDue).toEqual({ count: e.waiting.refund, oldestSince: '2026-11-21T00:00:00.000Z' });
    expect(d.refundsDue!.count).toBeGreaterThanOrEqual(2);
    expect(d.lowStock).toEqual({ low: e.low, out: e.out });
    expect(d.lowStock!.low).toBeGreaterThanOrEqual(1);
    expect(d.lowStock!.out).toBeGreaterThanOrEqual(1);
    expect(d.paymentsWaiting).toEqual(e.paymentsWaiting);
    expect(d.paymentsWaiting!.amount).toBeGreaterThanOrEqual(123_000);
    expect(d.failedMessages).toEqual({ count: e.failed });
    expect(e.failed).toBe(2);
    expect(d.days).toEqual(e.days);
    expect(d.days!.at(-1)).toEqual({ date: '2026-11-25', ...e.today });
    expect(d.days!.find((x) => x.date === '2026-11-18')).toEqual({ date: '2026-11-18', orders: 2, revenue: 100_000 });
    // 23:59:59 WIB on the 24th is the 24th's (and 15:00 WIB that day).
    expect(d.days!.find((x) => x.date === '2026-11-24')).toMatchObject({ orders: 2, revenue: 140_000 });
  });

  it("links the waiting payments and the failed messages to lists holding them (issue 28 §6: 'each number links to the list behind it')", async () => {
    const d = await dashboard('layanan-pelanggan');
    const e = await expected();
    const unpaid = await adminCall(t.app, 'GET', '/admin/v1/orders?tab=unpaid&limit=100', {
      token: tokens['layanan-pelanggan'],
    });
    expect(unpaid.statusCode).toBe(200);
    const listed = unpaid.body.result as { datas: { invoice: string; status: string }[]; counts: { unpaid: number } };
    // The tab holds every unpaid order: those still payable (the card's number) and any the expiry job has yet to close.
    const allUnpaid = (await t.app.db.select().from(orders)).filter((o) =>
      ['WAITING_PAYMENT', 'PENDING'].includes(o.status),
    );
    expect(listed.datas.map((o) => o.invoice).sort()).toEqual(allUnpaid.map((o) => o.invoice).sort());
    expect(listed.counts.unpaid).toBe(allUnpaid.length);
    expect(listed.datas.length).toBeGreaterThanOrEqual(d.paymentsWaiting!.count);
    expect(d.paymentsWaiting!.count).toBe(e.paymentsWaiting.count);
    const failed = await adminCall(t.app, 'GET', '/admin/v1/messages/failed?limit=50', {
      token: tokens['layanan-pelanggan'],
    });
    expect(failed.statusCode).toBe(200);
    expect((failed.body.result as { page: { totalData: number } }).page.totalData).toBe(d.failedMessages!.count);
  });

  it.each([
    ['gudang', ['sales', 'waiting', 'lateShipments', 'paymentsWaiting', 'failedMessages', 'days', 'lowStock']],
    ['layanan-pelanggan', ['sales', 'waiting', 'lateShipments', 'paymentsWaiting', 'failedMessages', 'days']],
    ['keuangan', ['sales', 'waiting', 'lateShipments', 'paymentsWaiting', 'failedMessages', 'days', 'refundsDue']],
    ['katalog', []],
  ])('answers %s only the parts its keys allow (the others absent, not zero)', async (role, parts) => {
    const d = await dashboard(role);
    expect(Object.keys(d).sort()).toEqual(['at', ...parts].sort());
  });

  it('needs a staff session', async () => {
    const res = await adminCall(t.app, 'GET', '/admin/v1/dashboard');
    expect(res.statusCode).toBe(401);
    expect(res.body.status).toBe(false);
  });
});
