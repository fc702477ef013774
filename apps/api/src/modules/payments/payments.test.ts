import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentNotifications, payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { dokuTimestamp, signedHeaders } from './signature';
import type { LatePaymentEvent, PaymentSettledEvent } from './types';

let t: TestApp;
const settled: PaymentSettledEvent[] = [];
const lateEvents: LatePaymentEvent[] = [];
let failNextSettlement = false;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ content: null });
  t.app.payments.setSettlementHandler({
    onPaymentSettled: async (event) => {
      if (failNextSettlement) {
        failNextSettlement = false;
        throw new Error('orders unavailable');
      }
      settled.push(event);
    },
    onLatePayment: async (event) => {
      lateEvents.push(event);
    },
  });
  // Real HTTP: the sandbox posts its notification to this listening address.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
beforeEach(() => {
  settled.length = 0;
  lateEvents.length = 0;
});

const newInvoice = () => `INV-TEST-${Date.now()}-${++sequence}`;
const inAnHour = () => new Date(Date.now() + 60 * 60_000);

function startPayment(methodCode = 'VIRTUAL_ACCOUNT_BCA', amount = 185_500) {
  return t.app.payments.createPayment({
    invoice: newInvoice(),
    amount,
    methodCode,
    customer: { name: 'Ayu Lestari', email: 'ayu@rona.id' },
    expiresAt: inAnHour(),
    callbackUrl: 'http://localhost:4200/payment/credit-card/x',
  });
}

const paymentRow = async (id: string) => (await t.app.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const allNotificationRows = async () =>
  (await t.app.db.select({ id: paymentNotifications.id }).from(paymentNotifications)).length;
const notificationsOf = (paymentId: string) =>
  t.app.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentId, paymentId));

/** Posts a notification as DOKU would; `send` lets a test change the bytes after signing. */
async function notify(
  body: unknown,
  opts: {
    secret?: string;
    target?: string;
    send?: (signed: string) => string;
    clientId?: string;
    raw?: boolean;
    timestamp?: string;
  } = {},
) {
  const raw = opts.raw ? String(body) : JSON.stringify(body);
  const { dokuClientId, dokuSecretKey } = t.config.payment;
  const headers = signedHeaders(
    {
      clientId: opts.clientId ?? dokuClientId,
      requestId: randomUUID(),
      requestTimestamp: opts.timestamp ?? dokuTimestamp(new Date()),
      requestTarget: opts.target ?? '/payment/v1/notification/doku',
      body: raw,
    },
    opts.secret ?? dokuSecretKey,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/payment/v1/notification/doku',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: opts.send ? opts.send(raw) : raw,
  });
  return {
    statusCode: res.statusCode,
    body: res.json() as { status: boolean; message: string; result?: { invoice_number: string; status: string } },
  };
}

const dokuBody = (invoice: string, amount: number, status = 'SUCCESS') => ({
  service: { id: 'VIRTUAL_ACCOUNT' },
  acquirer: { id: 'BCA' },
  channel: { id: 'VIRTUAL_ACCOUNT_BCA' },
  order: { invoice_number: invoice, amount },
  virtual_account_info: { virtual_account_number: '3935800000000001' },
  transaction: { status, date: new Date().toISOString(), original_request_id: 'r-1' },
});

const pressButton = (paymentId: string, action: string) =>
  t.app.inject({
    method: 'POST',
    url: `/payment-sandbox/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });

describe('sandbox payment, paid from its page', () => {
  it('creates a VA payment, serves its page, and settles it once from a signed notification over HTTP', async () => {
    const payment = await startPayment();
    expect(payment).toMatchObject({
      status: 'PENDING',
      provider: 'sandbox',
      methodCode: 'VIRTUAL_ACCOUNT_BCA',
      amount: 185_500,
    });
    const va = (payment.detail as { virtual_account_info: { virtual_account_number: string } }).virtual_account_info
      .virtual_account_number;
    expect(va).toMatch(/^39358\d{11}$/);
    expect(await t.app.payments.paymentDetail(payment.invoice)).toMatchObject({
      order: { invoice_number: payment.invoice },
    });

    const page = await t.app.inject(`/payment-sandbox/${payment.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="id">');
    expect(page.body).toContain(va);
    expect(page.body).toContain('Rp 185.500');
    expect(page.body).toContain('>Bayar</button>');
    expect(page.body).toContain('>Gagalkan</button>');

    const pressed = await pressButton(payment.id, 'pay');
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`./${payment.id}`);
    expect(pressed.headers['x-sandbox-notification']).toBe('http 200');

    const after = await paymentRow(payment.id);
    expect(after.status).toBe('SUCCESS');
    expect(after.settledAt).not.toBeNull();
    expect(settled).toEqual([
      { invoice: payment.invoice, status: 'SUCCESS', amount: 185_500, methodCode: 'VIRTUAL_ACCOUNT_BCA' },
    ]);
    const [delivery] = await notificationsOf(payment.id);
    expect(delivery).toMatchObject({ signatureOk: true, processed: true });
    expect(JSON.parse(delivery!.rawBody)).toMatchObject({
      order: { invoice_number: payment.invoice, amount: 185_500 },
      transaction: { status: 'SUCCESS' },
      channel: { id: 'VIRTUAL_ACCOUNT_BCA' },
    });

    const paidPage = await t.app.inject(`/payment-sandbox/${payment.id}`);
    expect(paidPage.body).toContain('Pembayaran Berhasil');
    expect(paidPage.body).not.toContain('>Bayar</button>');
    // Pressing again sends nothing.
    expect((await pressButton(payment.id, 'pay')).statusCode).toBe(409);
    expect(settled).toHaveLength(1);

    // The provider retries the very same notification: answered 2xx, nothing changes.
    const replay = await notify(JSON.parse(delivery!.rawBody));
    expect(replay.statusCode).toBe(200);
    expect(replay.body.result).toEqual({ invoice_number: payment.invoice, status: 'WAITING_CONFIRM' });
    // A later FAILED for the same payment changes nothing either.
    expect((await notify(dokuBody(payment.invoice, 185_500, 'FAILED'))).statusCode).toBe(200);
    expect(settled).toHaveLength(1);
    const final = await paymentRow(payment.id);
    expect(final.status).toBe('SUCCESS');
    expect(final.settledAt).toEqual(after.settledAt);
    const deliveries = await notificationsOf(payment.id);
    expect(deliveries).toHaveLength(3);
    expect(deliveries.filter((d) => d.processed)).toHaveLength(1);
  });

  it('fails a card payment from Gagalkan', async () => {
    const payment = await startPayment('CREDIT_CARD', 99_000);
    expect(payment.detail).toMatchObject({ credit_card_payment_page: { url: `/api/payment-sandbox/${payment.id}` } });
    expect((await pressButton(payment.id, 'fail')).statusCode).toBe(303);
    expect((await paymentRow(payment.id)).status).toBe('FAILED');
    expect(settled).toEqual([
      { invoice: payment.invoice, status: 'FAILED', amount: 99_000, methodCode: 'CREDIT_CARD' },
    ]);
    const page = await t.app.inject(`/payment-sandbox/${payment.id}`);
    expect(page.body).toContain('Pembayaran Gagal');
    expect(page.body).toContain('href="http://localhost:4200/payment/credit-card/x"');
  });

  it('pays ShopeePay from its redirect page, and the wallet status follows', async () => {
    const payment = await startPayment('EMONEY_SHOPEE_PAY', 50_000);
    expect(await t.app.payments.paymentDetail(payment.invoice)).toMatchObject({
      shopeepay_payment: { status: 'PENDING', redirect_url_http: `/api/payment-sandbox/${payment.id}` },
    });
    expect((await pressButton(payment.id, 'pay')).statusCode).toBe(303);
    expect(await t.app.payments.paymentDetail(payment.invoice)).toMatchObject({
      shopeepay_payment: { status: 'SUCCESS' },
    });
    expect(settled).toEqual([
      { invoice: payment.invoice, status: 'SUCCESS', amount: 50_000, methodCode: 'EMONEY_SHOPEE_PAY' },
    ]);
  });

  it('answers unknown sandbox pages and bad buttons without a notification', async () => {
    expect((await t.app.inject('/payment-sandbox/not-a-uuid')).statusCode).toBe(404);
    expect((await t.app.inject(`/payment-sandbox/${randomUUID()}`)).statusCode).toBe(404);
    const payment = await startPayment('EMONEY_SHOPEE_PAY');
    expect((await pressButton(payment.id, 'steal')).statusCode).toBe(400);
    expect((await paymentRow(payment.id)).status).toBe('PENDING');
    expect(await notificationsOf(payment.id)).toHaveLength(0);
  });
});

describe('POST /payment/v1/notification/doku', () => {
  it('refuses a tampered body, a wrong secret and another client with 401, and stores nothing of them', async () => {
    const payment = await startPayment();
    const rowsBefore = await allNotificationRows();
    const body = dokuBody(payment.invoice, payment.amount);
    const tampered = await notify(body, { send: (raw) => raw.replace('"SUCCESS"', '"SUCCESS" ') });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.body).toMatchObject({ status: false, message: 'Signature tidak valid' });
    expect((await notify(body, { secret: 'not-the-secret-key' })).statusCode).toBe(401);
    expect((await notify(body, { clientId: 'MCH-OTHER' })).statusCode).toBe(401);
    expect((await notify(body, { target: '/elsewhere' })).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/payment/v1/notification/doku',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await paymentRow(payment.id)).status).toBe('PENDING');
    expect(settled).toHaveLength(0);
    // Verified before anything is written: an unsigned POST costs the shop no row.
    expect(await allNotificationRows()).toBe(rowsBefore);
    expect(
      await t.app.db.select().from(paymentNotifications).where(eq(paymentNotifications.signatureOk, false)),
    ).toHaveLength(0);
  });

  it('stores no row for 200 unsigned 60 KB posts', async () => {
    const rowsBefore = await allNotificationRows();
    const big = JSON.stringify({ order: { invoice_number: 'INV-SPAM', amount: 1 }, padding: 'x'.repeat(60 * 1024) });
    for (let i = 0; i < 200; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/payment/v1/notification/doku',
        headers: { 'content-type': 'application/json' },
        payload: big,
      });
      expect(res.statusCode).toBe(401);
    }
    expect(await allNotificationRows()).toBe(rowsBefore);
  });

  it('refuses a signed notification whose timestamp is outside the window (±5 minutes), and stores nothing', async () => {
    const payment = await startPayment();
    const body = dokuBody(payment.invoice, payment.amount);
    const rowsBefore = await allNotificationRows();
    for (const at of [Date.now() - 365 * 24 * 3600_000, Date.now() - 6 * 60_000, Date.now() + 6 * 60_000]) {
      const stale = await notify(body, { timestamp: dokuTimestamp(new Date(at)) });
      expect(stale.statusCode).toBe(401);
      expect(stale.body).toMatchObject({ status: false, message: 'Request-Timestamp di luar batas waktu' });
    }
    expect((await notify(body, { timestamp: 'kemarin' })).statusCode).toBe(401);
    expect(await allNotificationRows()).toBe(rowsBefore);
    expect((await paymentRow(payment.id)).status).toBe('PENDING');
    // Inside the window (a provider's clock a few minutes off) it settles.
    const late4 = await notify(body, { timestamp: dokuTimestamp(new Date(Date.now() - 4 * 60_000)) });
    expect(late4.statusCode).toBe(200);
    expect((await paymentRow(payment.id)).status).toBe('SUCCESS');
  });

  it('accepts the target with the public prefix, as DOKU signs the published URL', async () => {
    const payment = await startPayment();
    const res = await notify(dokuBody(payment.invoice, payment.amount), {
      target: '/api/payment/v1/notification/doku',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.result?.status).toBe('WAITING_CONFIRM');
  });

  it('settles a payment once under parallel deliveries', async () => {
    const payment = await startPayment();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => notify(dokuBody(payment.invoice, payment.amount))),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(settled).toHaveLength(1);
    expect((await notificationsOf(payment.id)).filter((d) => d.processed)).toHaveLength(1);
  });

  it('refuses a wrong amount, an unknown invoice and a body that is not a notification', async () => {
    const payment = await startPayment();
    const wrongAmount = await notify(dokuBody(payment.invoice, 1));
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.body.message).toBe('Jumlah pembayaran tidak sesuai dengan tagihan');
    expect((await notify(dokuBody('INV-NOPE', 1))).statusCode).toBe(404);
    expect((await notify({ hello: 'world' })).statusCode).toBe(400);
    expect((await notify('{"order":', { raw: true })).statusCode).toBe(400);
    expect((await paymentRow(payment.id)).status).toBe('PENDING');
    expect(settled).toHaveLength(0);
  });

  it('leaves the payment unpaid when the settlement handler fails, so the retry settles it', async () => {
    const payment = await startPayment();
    failNextSettlement = true;
    expect((await notify(dokuBody(payment.invoice, payment.amount))).statusCode).toBe(500);
    expect((await paymentRow(payment.id)).status).toBe('PENDING');
    expect((await notify(dokuBody(payment.invoice, payment.amount))).statusCode).toBe(200);
    expect((await paymentRow(payment.id)).status).toBe('SUCCESS');
    expect(settled).toHaveLength(1);
  });

  it('ignores PENDING notifications', async () => {
    const payment = await startPayment();
    const res = await notify(dokuBody(payment.invoice, payment.amount, 'PENDING'));
    expect(res.body.result).toEqual({ invoice_number: payment.invoice, status: 'WAITING_PAYMENT' });
    expect((await paymentRow(payment.id)).status).toBe('PENDING');
  });
});

describe('expiry', () => {
  it('lists due payments, and an expired payment cannot be paid', async () => {
    const payment = await startPayment('ONLINE_TO_OFFLINE_ALFA');
    const other = await startPayment();
    await t.app.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, payment.id));

    const due = await t.app.payments.expiredPayments(new Date());
    expect(due.map((p) => p.invoice)).toContain(payment.invoice);
    expect(due.map((p) => p.invoice)).not.toContain(other.invoice);

    const page = await t.app.inject(`/payment-sandbox/${payment.id}`);
    expect(page.body).toContain('Pembayaran Kadaluarsa');
    expect(page.body).not.toContain('>Bayar</button>');
    expect((await pressButton(payment.id, 'pay')).statusCode).toBe(410);
    expect(await notificationsOf(payment.id)).toHaveLength(0);

    // Even a correctly signed SUCCESS after the expiry does not settle it.
    const late = await notify({
      ...dokuBody(payment.invoice, payment.amount),
      channel: { id: 'ONLINE_TO_OFFLINE_ALFA' },
    });
    expect(late.statusCode).toBe(200);
    expect(late.body.result?.status).toBe('EXPIRED');
    expect((await paymentRow(payment.id)).status).toBe('EXPIRED');
    expect(settled).toHaveLength(0);
    expect((await t.app.payments.expiredPayments(new Date())).map((p) => p.invoice)).not.toContain(payment.invoice);
    // …but the money is not forgotten: recorded on the payment and handed over as owed back.
    expect((await paymentRow(payment.id)).paidAt).toBeInstanceOf(Date);
    expect(lateEvents).toEqual([expect.objectContaining({ invoice: payment.invoice, amount: payment.amount })]);
  });

  it('records a SUCCESS for a payment already closed once, and hands it over as owed back', async () => {
    const payment = await startPayment('CREDIT_CARD', 64_000);
    expect((await pressButton(payment.id, 'fail')).statusCode).toBe(303);
    expect((await paymentRow(payment.id)).paidAt).toBeNull();
    settled.length = 0;
    for (let i = 0; i < 3; i++)
      expect((await notify({ ...dokuBody(payment.invoice, 64_000), channel: { id: 'CREDIT_CARD' } })).statusCode).toBe(
        200,
      );
    const row = await paymentRow(payment.id);
    expect(row).toMatchObject({ status: 'FAILED', amount: 64_000 });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(lateEvents).toEqual([
      { invoice: payment.invoice, amount: 64_000, methodCode: 'CREDIT_CARD', paidAt: row.paidAt },
    ]);
    expect(settled).toHaveLength(0);
    expect((await notificationsOf(payment.id)).filter((d) => d.processed)).toHaveLength(2);
  });

  it('expires a due payment once', async () => {
    const payment = await startPayment();
    const later = new Date(payment.expiresAt.getTime() + 1);
    expect(await t.app.payments.expirePayment(payment.invoice, new Date())).toBe(false);
    expect(await t.app.payments.expirePayment(payment.invoice, later)).toBe(true);
    expect(await t.app.payments.expirePayment(payment.invoice, later)).toBe(false);
    expect((await paymentRow(payment.id)).status).toBe('EXPIRED');
  });
});

describe('createPayment', () => {
  it('refuses an unknown method, a bad amount, a past expiry and a second payment for one invoice', async () => {
    const base = {
      invoice: newInvoice(),
      amount: 10_000,
      methodCode: 'VIRTUAL_ACCOUNT_BNI',
      customer: { name: 'A', email: 'a@rona.id' },
      expiresAt: inAnHour(),
    };
    await expect(t.app.payments.createPayment({ ...base, methodCode: 'CASH' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Metode pembayaran tidak tersedia',
    });
    await expect(t.app.payments.createPayment({ ...base, amount: 0 })).rejects.toMatchObject({ statusCode: 400 });
    await expect(t.app.payments.createPayment({ ...base, amount: 10.5 })).rejects.toMatchObject({ statusCode: 400 });
    await expect(t.app.payments.createPayment({ ...base, expiresAt: new Date(Date.now() - 1) })).rejects.toMatchObject({
      statusCode: 400,
    });
    await t.app.payments.createPayment(base);
    await expect(t.app.payments.createPayment(base)).rejects.toMatchObject({ statusCode: 409 });
  });
});
