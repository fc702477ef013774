import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankAccounts,
  banks,
  cartItems,
  checkouts,
  orderStatusHistory,
  orders,
  payments,
  pointLogs,
  products,
  variants,
} from '../../db/schema';
import { API_KEY, createTestApp, type TestApp } from '../../testing/test-app';
import { newMember, publicCall } from '../../testing/members';
import { PaymentProviderError } from '../payments';
import {
  call,
  createOrderCall,
  memberWithAddress,
  notifyPayment,
  orderRow,
  placedMemberOrder,
  readyGuestCheckout,
  readyMemberCheckout,
  SERUM,
  setStock as setStockOf,
  SOAP,
  variantIdsBySlug,
  variantStock,
} from './order-test-kit';
import { lockOrder, moveOrder } from './transitions';

let t: TestApp;
let ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ids = await variantIdsBySlug(t);
});
afterAll(() => t.close());

const stockOf = (slug: string) => variantStock(t, ids[slug]!);
const setStock = (slug: string, stock: number) => setStockOf(t, [ids[slug]!], stock);
const orderRowOf = (invoice: string) => orderRow(t, invoice);
const create = createOrderCall;
const memberOrder = (slug = SOAP, quantity = 1) => placedMemberOrder(t, ids[slug]!, quantity);

/** An operator walking the order along (the ops tool does the same through moveOrder). */
async function operator(invoice: string, events: ('confirm' | 'handToCourier' | 'ship' | 'deliver')[]) {
  for (const e of events) {
    await t.app.db.transaction(async (tx) => {
      const order = await lockOrder(tx, { invoice });
      await moveOrder(tx, order!, e, 'operator');
    });
  }
}

describe('create-order (member)', () => {
  it('turns a complete checkout into an order: stock reserved, cart emptied, payment started, forged prices ignored', async () => {
    const m = await memberWithAddress(t);
    const checkoutId = await readyMemberCheckout(m, ids[SOAP]!, 2);
    const view = (await m.call('GET', `/e-commerce/checkout/v1/checkout?checkoutId=${checkoutId}`)).body.result;
    const before = await stockOf(SOAP);
    // A forged total is refused (it is not the one shown); forged prices are ignored.
    const forged = await create(m, checkoutId, { grandTotal: 1 });
    expect(forged.statusCode).toBe(409);
    expect(forged.body.result.summary).toEqual(view.summary);
    const res = await create(m, checkoutId, {
      grandTotal: view.summary.grandTotal,
      summary: { grandTotal: 1 },
      products: [{ id: ids[SOAP], price: 1 }],
    });
    expect(res.statusCode).toBe(200);
    const invoice = res.body.result.order.invoice_number as string;
    expect(invoice).toMatch(/^NMW-\d{8}-[0-9A-F]{8}$/);
    expect(res.body.result.order).toMatchObject({
      status: 'WAITING_PAYMENT',
      payments: { methode: 'VIRTUAL_ACCOUNT_BCA' },
    });
    expect(await stockOf(SOAP)).toBe(before - 2);

    const row = await orderRowOf(invoice);
    expect(row.grandTotal).toBe(view.summary.grandTotal);
    expect(row.summary).toEqual(view.summary);
    expect(row).toMatchObject({ userId: m.userId, guest: false, guestUuid: null, paymentCode: 'VIRTUAL_ACCOUNT_BCA' });
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.invoice, invoice));
    expect(payment).toMatchObject({ amount: view.summary.grandTotal, status: 'PENDING' });
    expect(await t.app.db.select().from(cartItems).where(eq(cartItems.userId, m.userId))).toEqual([]);
    const history = await t.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, row.id));
    expect(history).toMatchObject([{ status: 'WAITING_PAYMENT', actor: 'buyer' }]);

    // The checkout is used up: a second 'Bayar' makes no second order, it answers the one made.
    const again = await create(m, checkoutId);
    expect(again.statusCode).toBe(200);
    expect(again.body.result.order.invoice_number).toBe(invoice);
    expect(await stockOf(SOAP)).toBe(before - 2);
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

    const services = (
      await m.call('GET', `/third-party/shipping/v1/express/price?destination=31.74.01&weight=1&checkout=${checkoutId}`)
    ).body.result.services;
    await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${checkoutId}`, {
      shipping: { id: services[0].id, insurance: false },
    });
    expect((await create(m, checkoutId)).body.message).toBe('Belum Memilih Metode Pembayaran');

    expect((await m.call('POST', '/e-commerce/order/v1/create-order', {})).statusCode).toBe(400);
    expect((await publicCall(t.app, 'POST', '/e-commerce/order/v1/create-order', { checkoutId })).statusCode).toBe(401);
    const stranger = await memberWithAddress(t);
    expect((await create(stranger, checkoutId)).statusCode).toBe(404);
  });

  it('refuses a product that left the shop after the checkout started', async () => {
    const m = await memberWithAddress(t);
    const checkoutId = await readyMemberCheckout(m, ids[SERUM]!, 1);
    const [variant] = await t.app.db
      .select({ productId: variants.productId })
      .from(variants)
      .where(eq(variants.id, ids[SERUM]!));
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

describe('create-order-guest', () => {
  it('answers the uuid; payment, order and tracking open with it only', async () => {
    const { id, token } = await readyGuestCheckout(t, API_KEY, ids[SERUM]!);
    expect(
      (await call(t, 'POST', '/e-commerce/order/v1/create-order-guest', API_KEY, { checkoutId: id })).statusCode,
    ).toBe(401);
    expect(
      (await call(t, 'POST', '/e-commerce/order/v1/create-order-guest', 'Bearer token-lain', { checkoutId: id }))
        .statusCode,
    ).toBe(404);
    const res = await call(t, 'POST', '/e-commerce/order/v1/create-order-guest', `Bearer ${token}`, { checkoutId: id });
    expect(res.statusCode).toBe(200);
    const { uuid, order } = res.body.result as { uuid: string; order: { invoice_number: string } };
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.invoice_number).toMatch(/^NMW-/);

    const pay = await call(t, 'GET', `/e-commerce/guest/v1/order-payment?search=${uuid}`, API_KEY);
    expect(pay.statusCode).toBe(200);
    expect(pay.body.result).toMatchObject({
      invoice: order.invoice_number,
      uuid,
      status: 'WAITING_PAYMENT',
      methode: 'VIRTUAL_ACCOUNT_BCA',
    });
    expect(pay.body.result.detail.virtual_account_info.virtual_account_number).toMatch(/^\d{16}$/);
    expect(
      (await call(t, 'GET', `/e-commerce/guest/v1/order-payment?search=${crypto.randomUUID()}`, API_KEY)).statusCode,
    ).toBe(404);
    expect((await call(t, 'GET', '/e-commerce/guest/v1/order-payment?search=bukan-uuid', API_KEY)).statusCode).toBe(
      400,
    );

    const detail = await call(t, 'GET', `/e-commerce/guest/v1/order?search=${uuid}`, API_KEY);
    expect(detail.body.result).toMatchObject({
      invoice: order.invoice_number,
      logistics: { destination: { recipientName: 'Tamu' } },
    });

    const tracking = await call(
      t,
      'GET',
      `/third-party/shipping/v1/express/tracking?order_id=${order.invoice_number}&uuid=${uuid}`,
      API_KEY,
    );
    expect(tracking.body.result).toMatchObject([{ status: 'WAITING_PAYMENT', status_message: 'Menunggu Pembayaran' }]);
    const noUuid = await call(
      t,
      'GET',
      `/third-party/shipping/v1/express/tracking?order_id=${order.invoice_number}`,
      API_KEY,
    );
    expect(noUuid.statusCode).toBe(404);
  });
});

describe('member order calls', () => {
  it("answers the transaction voucher's part of the goods' discount on its own (issue 24)", async () => {
    const { m, invoice } = await memberOrder();
    const row = await orderRowOf(invoice);
    // 20,000 of the products' own discounts and a 15,000 voucher, as a checkout summary records them.
    const summary = { ...row.summary, itemsTotal: 200_000, totalPrice: 180_000, discountTotal: 35_000 };
    await t.app.db.update(orders).set({ summary }).where(eq(orders.id, row.id));
    const detail = await m.call('GET', `/e-commerce/order/v1/search/${invoice}`);
    expect(detail.body.result.payments).toMatchObject({ totalDiscountPrice: 35_000, totalDiscountVoucher: 15_000 });
  });

  it('answers payment data and detail for the owner, 404 for others and unknown invoices', async () => {
    const { m, invoice } = await memberOrder();
    const pay = await m.call('GET', `/e-commerce/order/v1/payment/${invoice}`);
    expect(pay.statusCode).toBe(200);
    expect(pay.body.result).toMatchObject({
      invoice,
      uuid: null,
      status: 'WAITING_PAYMENT',
      totalPayment: (await orderRowOf(invoice)).grandTotal,
    });
    const detail = await m.call('GET', `/e-commerce/order/v1/search/${invoice}`);
    expect(detail.body.result).toMatchObject({
      invoice,
      status: 'WAITING_PAYMENT',
      products: [{ id: ids[SOAP], quantity: 1 }],
      logistics: { destination: { recipientName: 'Sari' } },
    });
    const other = await memberWithAddress(t);
    for (const url of [
      `/e-commerce/order/v1/payment/${invoice}`,
      `/e-commerce/order/v1/search/${invoice}`,
      `/e-commerce/order/v1/cancel/${invoice}`,
      `/e-commerce/order/v1/confirm-success/${invoice}`,
    ]) {
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
    // The first two are paid before the next two are placed (at most 3 unpaid orders open at once).
    for (let i = 0; i < 4; i++) {
      const res = await create(m, await readyMemberCheckout(m, ids[i === 3 ? SERUM : SOAP]!, 1));
      invoices.push(res.body.result.order.invoice_number);
      if (i < 2) await notifyPayment(t, invoices[i]!, (await orderRowOf(invoices[i]!)).grandTotal);
    }
    const page1 = await m.call('GET', '/e-commerce/order/v1/search-order?limit=3&page=1');
    expect(page1.body.result.page).toEqual({ currentPage: 1, totalPage: 2, totalData: 4, limit: 3 });
    expect(page1.body.result.datas.map((o: { invoice: string }) => o.invoice)).toEqual([
      invoices[3],
      invoices[2],
      invoices[1],
    ]);
    const confirmed = await m.call('GET', '/e-commerce/order/v1/search-order?status=WAITING_CONFIRM,WAITING');
    expect(confirmed.body.result.datas.map((o: { invoice: string }) => o.invoice).sort()).toEqual(
      invoices.slice(0, 2).sort(),
    );
    const unpaid = await m.call('GET', '/e-commerce/order/v1/search-order?status=WAITING_PAYMENT');
    expect(unpaid.body.result.datas[0].payments.detail.virtual_account_info.virtual_account_number).toMatch(/^\d{16}$/);
    const bySerum = await m.call('GET', '/e-commerce/order/v1/search-order?search=NIACINAMIDE');
    expect(bySerum.body.result.datas.map((o: { invoice: string }) => o.invoice)).toEqual([invoices[3]]);
    const byInvoice = await m.call('GET', `/e-commerce/order/v1/search-order?search=${invoices[0]!.slice(-8)}`);
    expect(byInvoice.body.result.page.totalData).toBe(1);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    expect((await m.call('GET', `/e-commerce/order/v1/search-order?date=${today}`)).body.result.page.totalData).toBe(4);
    expect((await m.call('GET', '/e-commerce/order/v1/search-order?date=2001-01-01')).body.result.page.totalData).toBe(
      0,
    );
    expect((await m.call('GET', '/e-commerce/order/v1/search-order?status=NGAWUR')).statusCode).toBe(400);
    expect((await m.call('GET', '/e-commerce/order/v1/search-order?date=kemarin')).statusCode).toBe(400);
    const stranger = await memberWithAddress(t);
    expect((await stranger.call('GET', '/e-commerce/order/v1/search-order')).body.result.page.totalData).toBe(0);
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
    await notifyPayment(t, invoice, (await orderRowOf(invoice)).grandTotal);
    expect((await orderRowOf(invoice)).status).toBe('CANCEL');
  });

  it('finishes a delivered order with its cashback points, once', async () => {
    const { m, invoice } = await memberOrder(SOAP, 1);
    const row = await orderRowOf(invoice);
    await notifyPayment(t, invoice, row.grandTotal);
    expect((await m.call('GET', `/e-commerce/order/v1/confirm-success/${invoice}`)).statusCode).toBe(409);
    await operator(invoice, ['confirm', 'handToCourier', 'ship', 'deliver']);
    const res = await m.call('GET', `/e-commerce/order/v1/confirm-success/${invoice}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toEqual({ invoice, status: 'SUCCESS', point: row.cashback });
    const income = await t.app.db
      .select()
      .from(pointLogs)
      .where(and(eq(pointLogs.userId, m.userId), eq(pointLogs.invoice, invoice)));
    expect(income.map((p) => p.point)).toEqual(row.cashback > 0 ? [row.cashback] : []);
    expect(res.body.message).toBe(
      row.cashback > 0
        ? `Berhasil menyelesaikan pesanan, kamu mendapatkan ${row.cashback} NMW Poin`
        : 'Berhasil menyelesaikan pesanan',
    );
    expect((await m.call('GET', `/e-commerce/order/v1/confirm-success/${invoice}`)).statusCode).toBe(409);
    const tracking = (await m.call('GET', `/third-party/shipping/v1/express/tracking?order_id=${invoice}`)).body.result;
    expect(tracking.map((e: { status: string }) => e.status)).toEqual([
      'SUCCESS',
      'DELIVERED',
      'SHIPPED',
      'WAITING_COURIER',
      'PROCESS',
      'WAITING_CONFIRM',
      'WAITING_PAYMENT',
    ]);
  });

  it('asks a refund on WAITING_CONFIRM only with a bank account and a reason', async () => {
    const { m, invoice } = await memberOrder(SOAP, 1);
    await notifyPayment(t, invoice, (await orderRowOf(invoice)).grandTotal);
    const url = `/e-commerce/refund/v1/refund-request/${invoice}`;
    expect((await m.call('PUT', url, { refundRequest: ' ' })).body.errors?.[0]?.message).toBe(
      'Alasan Pengembalian Tidak Boleh Kosong',
    );
    expect((await m.call('PUT', url, { refundRequest: 'Salah pilih ukuran' })).statusCode).toBe(400);
    const [bank] = await t.app.db.select({ id: banks.id }).from(banks).limit(1);
    await t.app.db
      .insert(bankAccounts)
      .values({ userId: m.userId, bankId: bank!.id, holderName: 'Sari', accountNumber: '1234567890' });
    const res = await m.call('PUT', url, { refundRequest: 'Salah pilih ukuran' });
    expect(res.body.result).toEqual({ invoice, status: 'REQUEST_REFUND', point: 0 });
    expect((await m.call('GET', `/e-commerce/order/v1/search/${invoice}`)).body.result.refundRequest).toBe(
      'Salah pilih ukuran',
    );
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
