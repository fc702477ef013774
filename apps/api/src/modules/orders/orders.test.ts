import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, banks, cartItems, checkouts, notifications, orderLines, orderStatusHistory, orders, payments, pointLogs, products, variants } from '../../db/schema';
import { API_KEY, createTestApp, type TestApp } from '../../testing/test-app';
import { newMember, publicCall, type TestMember } from '../members/member-test-kit';
import { recordPoints } from '../members/points';
import { PaymentProviderError } from '../payments';
import { call, memberWithAddress, notifyPayment, readyGuestCheckout, readyMemberCheckout } from './order-test-kit';
import { expireOverdueOrders } from './settlement';
import { lockOrder, moveOrder } from './transitions';
import type { Database } from '../../db/client';

let t: TestApp;
const ids: Record<string, string> = {};
const SERUM = 'serum-niacinamide-20-ml';
const SOAP = 'sabun-wajah-lembut-100-ml';

beforeAll(async () => {
  t = await createTestApp();
  for (const v of await t.app.db.select({ id: variants.id, slug: variants.slug }).from(variants)) ids[v.slug] = v.id;
});
afterAll(() => t.close());

const stockOf = async (slug: string) => (await t.app.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, ids[slug]!)))[0]!.stock;
const setStock = (slug: string, stock: number) => t.app.db.update(variants).set({ stock }).where(eq(variants.id, ids[slug]!));
const orderRow = async (invoice: string) => (await t.app.db.select().from(orders).where(eq(orders.invoice, invoice)))[0]!;
const create = (m: TestMember, checkoutId: string, extra: object = {}) => m.call('POST', '/e-commerce/order/v1/create-order', { checkoutId, ...extra });

async function memberOrder(slug = SOAP, quantity = 1) {
  const m = await memberWithAddress(t);
  const checkoutId = await readyMemberCheckout(m, ids[slug]!, quantity);
  const res = await create(m, checkoutId);
  expect(res.statusCode).toBe(200);
  return { m, checkoutId, invoice: res.body.result.order.invoice_number as string };
}

/** A member checkout of one unit (no promo, so points are allowed) with courier, payment and points chosen. */
async function pointsCheckout(m: TestMember, slug: string, expectedPoints: number) {
  const [variant] = await t.app.db.select({ productId: variants.productId }).from(variants).where(eq(variants.id, ids[slug]!));
  const [row] = await t.app.db
    .insert(checkouts)
    .values({
      userId: m.userId,
      lines: [{ variantId: ids[slug]!, productId: variant!.productId, name: slug, size: '', url: `rona/${slug}`, image: '', weight: 120, quantity: 1, price: 80_000, finalPrice: 80_000, discountId: null }],
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning({ id: checkouts.id });
  const id = row!.id;
  const services = (await m.call('GET', `/third-party/shipping/v1/express/price?destination=31.74.01&weight=1&checkout=${id}`)).body.result.services;
  await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${id}`, { shipping: { id: services[0].id, insurance: false } });
  await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${id}`, { payment: { type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' } });
  const view = (await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${id}`, { usingPoint: true })).body.result;
  expect(view.summary.totalPointUsed).toBe(expectedPoints);
  return id;
}

/** An operator walking the order along (the ops tool does the same through moveOrder). */
async function operator(invoice: string, events: ('confirm' | 'handToCourier' | 'ship' | 'deliver')[]) {
  for (const e of events) {
    await t.app.db.transaction(async (tx) => {
      const order = await lockOrder(tx as unknown as Database, { invoice });
      await moveOrder(tx as unknown as Database, order!, e, 'operator');
    });
  }
}

describe('create-order (member)', () => {
  it('turns a complete checkout into an order: stock reserved, cart emptied, payment started, forged prices ignored', async () => {
    const m = await memberWithAddress(t);
    const checkoutId = await readyMemberCheckout(m, ids[SOAP]!, 2);
    const view = (await m.call('GET', `/e-commerce/checkout/v1/checkout?checkoutId=${checkoutId}`)).body.result;
    const before = await stockOf(SOAP);
    const res = await create(m, checkoutId, { grandTotal: 1, summary: { grandTotal: 1 }, products: [{ id: ids[SOAP], price: 1 }] });
    expect(res.statusCode).toBe(200);
    const invoice = res.body.result.order.invoice_number as string;
    expect(invoice).toMatch(/^NMW-\d{8}-[0-9A-F]{8}$/);
    expect(res.body.result.order).toMatchObject({ status: 'WAITING_PAYMENT', payments: { methode: 'VIRTUAL_ACCOUNT_BCA' } });
    expect(await stockOf(SOAP)).toBe(before - 2);

    const row = await orderRow(invoice);
    expect(row.grandTotal).toBe(view.summary.grandTotal);
    expect(row.summary).toEqual(view.summary);
    expect(row).toMatchObject({ userId: m.userId, guest: false, guestUuid: null, paymentCode: 'VIRTUAL_ACCOUNT_BCA' });
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.invoice, invoice));
    expect(payment).toMatchObject({ amount: view.summary.grandTotal, status: 'PENDING' });
    expect(await t.app.db.select().from(cartItems).where(eq(cartItems.userId, m.userId))).toEqual([]);
    const history = await t.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, row.id));
    expect(history).toMatchObject([{ status: 'WAITING_PAYMENT', actor: 'buyer' }]);

    // The checkout is used up: a second 'Bayar' makes no second order.
    expect((await create(m, checkoutId)).statusCode).toBe(410);
  });

  it('refuses an incomplete checkout with the spec messages, bad input with 400 and another member with 404', async () => {
    const m = await memberWithAddress(t);
    await m.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[SOAP], quantity: 1 });
    const checkoutId = (await m.call('GET', '/e-commerce/checkout/v1/new-checkout')).body.result.id as string;
    const noShipping = await create(m, checkoutId);
    expect(noShipping.statusCode).toBe(400);
    expect(noShipping.body.message).toBe('Belum memilih pengiriman');

    const noAddress = await newMember(t.app);
    await noAddress.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[SOAP], quantity: 1 });
    const bare = (await noAddress.call('GET', '/e-commerce/checkout/v1/new-checkout')).body.result.id as string;
    expect((await create(noAddress, bare)).body.message).toBe('Belum memiliki alamat pengiriman');

    const services = (await m.call('GET', `/third-party/shipping/v1/express/price?destination=31.74.01&weight=1&checkout=${checkoutId}`)).body.result.services;
    await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${checkoutId}`, { shipping: { id: services[0].id, insurance: false } });
    expect((await create(m, checkoutId)).body.message).toBe('Belum Memilih Metode Pembayaran');

    expect((await m.call('POST', '/e-commerce/order/v1/create-order', {})).statusCode).toBe(400);
    expect((await publicCall(t.app, 'POST', '/e-commerce/order/v1/create-order', { checkoutId })).statusCode).toBe(401);
    const stranger = await memberWithAddress(t);
    expect((await create(stranger, checkoutId)).statusCode).toBe(404);
  });

  it('refuses a product that left the shop after the checkout started', async () => {
    const m = await memberWithAddress(t);
    const checkoutId = await readyMemberCheckout(m, ids[SERUM]!, 1);
    const [variant] = await t.app.db.select({ productId: variants.productId }).from(variants).where(eq(variants.id, ids[SERUM]!));
    await t.app.db.update(products).set({ status: false }).where(eq(products.id, variant!.productId));
    try {
      const res = await create(m, checkoutId);
      expect(res.statusCode).toBe(409);
      expect(res.body.message).toMatch(/sudah tidak tersedia/);
    } finally {
      await t.app.db.update(products).set({ status: true }).where(eq(products.id, variant!.productId));
    }
    expect((await create(m, checkoutId)).statusCode).toBe(200);
  });

  it('sells the last 3 units to exactly 3 of 8 parallel buyers, never below 0', async () => {
    await setStock(SOAP, 8);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => memberWithAddress(t)));
    const checkoutIds: string[] = [];
    for (const b of buyers) checkoutIds.push(await readyMemberCheckout(b, ids[SOAP]!, 1));
    await setStock(SOAP, 3);
    const results = await Promise.all(buyers.map((b, i) => create(b, checkoutIds[i]!)));
    const ok = results.filter((r) => r.statusCode === 200);
    const short = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(3);
    expect(short).toHaveLength(5);
    expect(short[0]!.body.message).toMatch(/^Stok Sabun .* tidak mencukupi/);
    expect(await stockOf(SOAP)).toBe(0);
    // The refused buyers keep their checkout and cart.
    const refused = buyers[results.findIndex((r) => r.statusCode === 409)]!;
    expect((await t.app.db.select().from(cartItems).where(eq(cartItems.userId, refused.userId))).length).toBe(1);
    await setStock(SOAP, 100);
  });

  it('fails the order and reopens the checkout when the provider cannot start the payment', async () => {
    const m = await memberWithAddress(t);
    const checkoutId = await readyMemberCheckout(m, ids[SOAP]!, 1);
    const before = await stockOf(SOAP);
    const original = t.app.payments.createPayment;
    t.app.payments.createPayment = () => Promise.reject(new PaymentProviderError('down'));
    try {
      const res = await create(m, checkoutId);
      expect(res.statusCode).toBe(502);
      expect(res.body.message).toBe('Pembayaran sedang tidak dapat dibuat, silahkan coba kembali');
    } finally {
      t.app.payments.createPayment = original;
    }
    expect(await stockOf(SOAP)).toBe(before);
    const [failed] = await t.app.db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
    expect(failed!.status).toBe('FAILED');
    expect((await t.app.db.select().from(checkouts).where(eq(checkouts.id, checkoutId)))[0]!.status).toBe('open');
    expect((await create(m, checkoutId)).statusCode).toBe(200);
  });
});

describe('points', () => {
  it('spends the points at order time and gives them back when the order is cancelled', async () => {
    const m = await memberWithAddress(t);
    await recordPoints(t.app.db, { userId: m.userId, type: 'income', point: 5_000 });
    const used = 5_000;
    const id = await pointsCheckout(m, SOAP, used);
    const res = await create(m, id);
    const invoice = res.body.result.order.invoice_number as string;
    expect((await orderRow(invoice)).pointsUsed).toBe(used);
    const logs = () => t.app.db.select().from(pointLogs).where(and(eq(pointLogs.userId, m.userId), eq(pointLogs.invoice, invoice)));
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

      const results = await Promise.all(checkoutIds.map((id) => create(m, id)));

      // The member's row is locked while an order spends points: the others read the balance after
      // that expense. One that priced its checkout before it is refused (400, nothing written, the
      // checkout stays open); one that priced it after proceeds without points (it spends 0).
      for (const r of results) {
        expect([200, 400]).toContain(r.statusCode);
        if (r.statusCode === 400) expect(r.body.message).toBe('Poin kamu tidak mencukupi');
      }
      const placed = await t.app.db.select().from(orders).where(eq(orders.userId, m.userId));
      expect(placed).toHaveLength(results.filter((r) => r.statusCode === 200).length);
      expect(placed.filter((o) => o.pointsUsed > 0).map((o) => o.pointsUsed)).toEqual([5_000]);
      for (const o of placed.filter((o) => o.pointsUsed === 0)) expect(o.summary.totalPointUsed).toBe(0);
      const refused = checkoutIds.filter((_, i) => results[i]!.statusCode === 400);
      if (refused.length) {
        const states = await t.app.db.select({ status: checkouts.status }).from(checkouts).where(inArray(checkouts.id, refused));
        expect(states.map((c) => c.status)).toEqual(refused.map(() => 'open'));
      }
      const spent = await t.app.db.select().from(pointLogs).where(and(eq(pointLogs.userId, m.userId), eq(pointLogs.type, 'expense')));
      expect(spent.map((l) => l.point)).toEqual([5_000]);
      const sessionId = (await m.call('GET', '/profile/info/v1/detail')).body.result.session.id;
      expect((await m.call('GET', `/profile/personal/v1/points/${sessionId}`)).body.result.datas.totalPoint).toBe(0);
    }
  });
});

describe('create-order-guest', () => {
  it('answers the uuid; payment, order and tracking open with it only', async () => {
    const { id, token } = await readyGuestCheckout(t, API_KEY, ids[SERUM]!);
    expect((await call(t, 'POST', '/e-commerce/order/v1/create-order-guest', API_KEY, { checkoutId: id })).statusCode).toBe(401);
    expect((await call(t, 'POST', '/e-commerce/order/v1/create-order-guest', 'Bearer token-lain', { checkoutId: id })).statusCode).toBe(404);
    const res = await call(t, 'POST', '/e-commerce/order/v1/create-order-guest', `Bearer ${token}`, { checkoutId: id });
    expect(res.statusCode).toBe(200);
    const { uuid, order } = res.body.result as { uuid: string; order: { invoice_number: string } };
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.invoice_number).toMatch(/^NMW-/);

    const pay = await call(t, 'GET', `/e-commerce/guest/v1/order-payment?search=${uuid}`, API_KEY);
    expect(pay.statusCode).toBe(200);
    expect(pay.body.result).toMatchObject({ invoice: order.invoice_number, uuid, status: 'WAITING_PAYMENT', methode: 'VIRTUAL_ACCOUNT_BCA' });
    expect(pay.body.result.detail.virtual_account_info.virtual_account_number).toMatch(/^\d{16}$/);
    expect((await call(t, 'GET', `/e-commerce/guest/v1/order-payment?search=${crypto.randomUUID()}`, API_KEY)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/e-commerce/guest/v1/order-payment?search=bukan-uuid', API_KEY)).statusCode).toBe(400);

    const detail = await call(t, 'GET', `/e-commerce/guest/v1/order?search=${uuid}`, API_KEY);
    expect(detail.body.result).toMatchObject({ invoice: order.invoice_number, logistics: { destination: { recipientName: 'Tamu' } } });

    const tracking = await call(t, 'GET', `/third-party/shipping/v1/express/tracking?order_id=${order.invoice_number}&uuid=${uuid}`, API_KEY);
    expect(tracking.body.result).toMatchObject([{ status: 'WAITING_PAYMENT', status_message: 'Menunggu Pembayaran' }]);
    const noUuid = await call(t, 'GET', `/third-party/shipping/v1/express/tracking?order_id=${order.invoice_number}`, API_KEY);
    expect(noUuid.statusCode).toBe(404);
  });
});

describe('payment settlement and expiry', () => {
  it('moves a paid order to WAITING_CONFIRM once and tells the member', async () => {
    const { m, invoice } = await memberOrder();
    const row = await orderRow(invoice);
    const first = await notifyPayment(t, invoice, row.grandTotal);
    expect(first.body.result?.status).toBe('WAITING_CONFIRM');
    expect((await notifyPayment(t, invoice, row.grandTotal)).statusCode).toBe(200);
    expect((await orderRow(invoice)).status).toBe('WAITING_CONFIRM');
    expect((await orderRow(invoice)).paidAt).not.toBeNull();
    const inbox = await t.app.db.select().from(notifications).where(eq(notifications.userId, m.userId));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.description).toContain(invoice);
    const history = await t.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, row.id));
    expect(history.map((h) => `${h.status}/${h.actor}`).sort()).toEqual(['WAITING_CONFIRM/payment', 'WAITING_PAYMENT/buyer']);
  });

  it('fails the order on a failed payment and puts the units back', async () => {
    const before = await stockOf(SOAP);
    const { invoice } = await memberOrder(SOAP, 2);
    expect(await stockOf(SOAP)).toBe(before - 2);
    const res = await notifyPayment(t, invoice, (await orderRow(invoice)).grandTotal, 'FAILED');
    expect(res.body.result?.status).toBe('FAILED');
    expect(await stockOf(SOAP)).toBe(before);
  });

  it('expires overdue orders exactly once, also with two runs at the same time', async () => {
    const a = await memberOrder(SOAP, 1);
    const b = await memberOrder(SOAP, 2);
    const paid = await memberOrder(SOAP, 1);
    await notifyPayment(t, paid.invoice, (await orderRow(paid.invoice)).grandTotal);
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await expireOverdueOrders(t.app.db, new Date())).toEqual([]);
    const before = await stockOf(SOAP);
    const runs = await Promise.all([
      expireOverdueOrders(t.app.db, later, { payments: t.app.payments }),
      expireOverdueOrders(t.app.db, later, { payments: t.app.payments }),
    ]);
    const expired = runs.flat().filter((i) => i === a.invoice || i === b.invoice);
    expect(expired.sort()).toEqual([a.invoice, b.invoice].sort());
    expect(runs.flat()).not.toContain(paid.invoice);
    expect((await orderRow(a.invoice)).status).toBe('EXPIRED');
    expect((await orderRow(paid.invoice)).status).toBe('WAITING_CONFIRM');
    // Every order expired once (earlier tests' unpaid orders too): each one's units came back once.
    expect(new Set(runs.flat()).size).toBe(runs.flat().length);
    const returned = await t.app.db
      .select({ q: orderLines.quantity })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(inArray(orders.invoice, runs.flat()), eq(orderLines.variantId, ids[SOAP]!)));
    expect(await stockOf(SOAP)).toBe(before + returned.reduce((s, r) => s + r.q, 0));
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.invoice, a.invoice));
    expect(payment!.status).toBe('EXPIRED');
    const history = await t.app.db.select().from(orderStatusHistory).where(and(eq(orderStatusHistory.orderId, (await orderRow(b.invoice)).id), eq(orderStatusHistory.status, 'EXPIRED')));
    expect(history).toHaveLength(1);
    expect(await expireOverdueOrders(t.app.db, later)).not.toContain(a.invoice);
  });
});

describe('member order calls', () => {
  it('answers payment data and detail for the owner, 404 for others and unknown invoices', async () => {
    const { m, invoice } = await memberOrder();
    const pay = await m.call('GET', `/e-commerce/order/v1/payment/${invoice}`);
    expect(pay.statusCode).toBe(200);
    expect(pay.body.result).toMatchObject({ invoice, uuid: null, status: 'WAITING_PAYMENT', totalPayment: (await orderRow(invoice)).grandTotal });
    const detail = await m.call('GET', `/e-commerce/order/v1/search/${invoice}`);
    expect(detail.body.result).toMatchObject({ invoice, status: 'WAITING_PAYMENT', products: [{ id: ids[SOAP], quantity: 1 }], logistics: { destination: { recipientName: 'Sari' } } });
    const other = await memberWithAddress(t);
    for (const url of [`/e-commerce/order/v1/payment/${invoice}`, `/e-commerce/order/v1/search/${invoice}`, `/e-commerce/order/v1/cancel/${invoice}`, `/e-commerce/order/v1/confirm-success/${invoice}`]) {
      const res = await other.call('GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toBe('Invoice Tidak Ditemukan');
    }
    expect((await m.call('GET', '/e-commerce/order/v1/payment/NMW-TIDAK-ADA')).statusCode).toBe(404);
    expect((await m.call('GET', '/e-commerce/order/v1/payment/bad%20invoice!')).statusCode).toBe(400);
    const tracking = await other.call('GET', `/third-party/shipping/v1/express/tracking?order_id=${invoice}`);
    expect(tracking.statusCode).toBe(404);
    expect((await m.call('GET', `/third-party/shipping/v1/express/tracking?order_id=${invoice}`)).statusCode).toBe(200);
  });

  it('searches by status list, text and day, 3 per page, newest first', async () => {
    const m = await memberWithAddress(t);
    const invoices: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await create(m, await readyMemberCheckout(m, ids[i === 3 ? SERUM : SOAP]!, 1));
      invoices.push(res.body.result.order.invoice_number);
    }
    for (const inv of invoices.slice(0, 2)) await notifyPayment(t, inv, (await orderRow(inv)).grandTotal);
    const page1 = await m.call('GET', '/e-commerce/order/v1/search-order?limit=3&page=1');
    expect(page1.body.result.page).toEqual({ currentPage: 1, totalPage: 2, totalData: 4, limit: 3 });
    expect(page1.body.result.datas.map((o: { invoice: string }) => o.invoice)).toEqual([invoices[3], invoices[2], invoices[1]]);
    const confirmed = await m.call('GET', '/e-commerce/order/v1/search-order?status=WAITING_CONFIRM,WAITING');
    expect(confirmed.body.result.datas.map((o: { invoice: string }) => o.invoice).sort()).toEqual(invoices.slice(0, 2).sort());
    const unpaid = await m.call('GET', '/e-commerce/order/v1/search-order?status=WAITING_PAYMENT');
    expect(unpaid.body.result.datas[0].payments.detail.virtual_account_info.virtual_account_number).toMatch(/^\d{16}$/);
    const bySerum = await m.call('GET', '/e-commerce/order/v1/search-order?search=NIACINAMIDE');
    expect(bySerum.body.result.datas.map((o: { invoice: string }) => o.invoice)).toEqual([invoices[3]]);
    const byInvoice = await m.call('GET', `/e-commerce/order/v1/search-order?search=${invoices[0]!.slice(-8)}`);
    expect(byInvoice.body.result.page.totalData).toBe(1);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    expect((await m.call('GET', `/e-commerce/order/v1/search-order?date=${today}`)).body.result.page.totalData).toBe(4);
    expect((await m.call('GET', '/e-commerce/order/v1/search-order?date=2001-01-01')).body.result.page.totalData).toBe(0);
    expect((await m.call('GET', '/e-commerce/order/v1/search-order?status=NGAWUR')).statusCode).toBe(400);
    expect((await m.call('GET', '/e-commerce/order/v1/search-order?date=kemarin')).statusCode).toBe(400);
    const stranger = await memberWithAddress(t);
    expect((await stranger.call('GET', '/e-commerce/order/v1/search-order')).body.result.page.totalData).toBe(0);
  });

  it('a payment and a cancel arriving together leave one consistent outcome, never a server error', async () => {
    for (let i = 0; i < 4; i++) {
      const { m, invoice } = await memberOrder(SOAP, 1);
      const amount = (await orderRow(invoice)).grandTotal;
      const [cancel, paid] = await Promise.all([m.call('GET', `/e-commerce/order/v1/cancel/${invoice}`), notifyPayment(t, invoice, amount)]);
      expect(cancel.statusCode, JSON.stringify(cancel.body)).toBeLessThan(500);
      expect(paid.statusCode).toBe(200);
      const status = (await orderRow(invoice)).status;
      expect(['CANCEL', 'WAITING_CONFIRM']).toContain(status);
      // The cancel either happened (the payment then changed nothing) or was refused because it was paid.
      expect(cancel.statusCode).toBe(status === 'CANCEL' ? 200 : 409);
    }
  });

  it('cancels an unpaid order once: stock back, payment closed, a later payment changes nothing', async () => {
    const before = await stockOf(SOAP);
    const { m, invoice } = await memberOrder(SOAP, 3);
    const res = await m.call('GET', `/e-commerce/order/v1/cancel/${invoice}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(`Transkasi ${invoice} Berhasil Dibatalkan`);
    expect(res.body.result).toEqual({ invoice, status: 'CANCEL', point: 0 });
    expect(await stockOf(SOAP)).toBe(before);
    expect((await m.call('GET', `/e-commerce/order/v1/cancel/${invoice}`)).statusCode).toBe(409);
    await notifyPayment(t, invoice, (await orderRow(invoice)).grandTotal);
    expect((await orderRow(invoice)).status).toBe('CANCEL');
  });

  it('finishes a delivered order with its cashback points, once', async () => {
    const { m, invoice } = await memberOrder(SOAP, 1);
    const row = await orderRow(invoice);
    await notifyPayment(t, invoice, row.grandTotal);
    expect((await m.call('GET', `/e-commerce/order/v1/confirm-success/${invoice}`)).statusCode).toBe(409);
    await operator(invoice, ['confirm', 'handToCourier', 'ship', 'deliver']);
    const res = await m.call('GET', `/e-commerce/order/v1/confirm-success/${invoice}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toEqual({ invoice, status: 'SUCCESS', point: row.cashback });
    const income = await t.app.db.select().from(pointLogs).where(and(eq(pointLogs.userId, m.userId), eq(pointLogs.invoice, invoice)));
    expect(income.map((p) => p.point)).toEqual(row.cashback > 0 ? [row.cashback] : []);
    expect(res.body.message).toBe(row.cashback > 0 ? `Berhasil menyelesaikan pesanan, kamu mendapatkan ${row.cashback} NMW Poin` : 'Berhasil menyelesaikan pesanan');
    expect((await m.call('GET', `/e-commerce/order/v1/confirm-success/${invoice}`)).statusCode).toBe(409);
    const tracking = (await m.call('GET', `/third-party/shipping/v1/express/tracking?order_id=${invoice}`)).body.result;
    expect(tracking.map((e: { status: string }) => e.status)).toEqual(['SUCCESS', 'DELIVERED', 'SHIPPED', 'WAITING_COURIER', 'PROCESS', 'WAITING_CONFIRM', 'WAITING_PAYMENT']);
  });

  it('asks a refund on WAITING_CONFIRM only with a bank account and a reason', async () => {
    const { m, invoice } = await memberOrder(SOAP, 1);
    await notifyPayment(t, invoice, (await orderRow(invoice)).grandTotal);
    const url = `/e-commerce/refund/v1/refund-request/${invoice}`;
    expect((await m.call('PUT', url, { refundRequest: ' ' })).body.errors?.[0]?.message).toBe('Alasan Pengembalian Tidak Boleh Kosong');
    expect((await m.call('PUT', url, { refundRequest: 'Salah pilih ukuran' })).statusCode).toBe(400);
    const [bank] = await t.app.db.select({ id: banks.id }).from(banks).limit(1);
    await t.app.db.insert(bankAccounts).values({ userId: m.userId, bankId: bank!.id, holderName: 'Sari', accountNumber: '1234567890' });
    const res = await m.call('PUT', url, { refundRequest: 'Salah pilih ukuran' });
    expect(res.body.result).toEqual({ invoice, status: 'REQUEST_REFUND', point: 0 });
    expect((await m.call('GET', `/e-commerce/order/v1/search/${invoice}`)).body.result.refundRequest).toBe('Salah pilih ukuran');
    expect((await m.call('PUT', url, { refundRequest: 'lagi' })).statusCode).toBe(409);
  });

  it('puts an order back in the cart', async () => {
    const { m, invoice } = await memberOrder(SOAP, 2);
    expect(await t.app.db.select().from(cartItems).where(eq(cartItems.userId, m.userId))).toEqual([]);
    const res = await m.call('GET', `/e-commerce/order/v1/order-again?invoice=${invoice}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.result.products).toMatchObject([{ id: ids[SOAP], warehouse: { quantity: 2 } }]);
    const other = await memberWithAddress(t);
    expect((await other.call('GET', `/e-commerce/order/v1/order-again?invoice=${invoice}`)).statusCode).toBe(404);
  });
});
