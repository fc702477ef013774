import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  notificationSettings,
  notifications,
  orders,
  outboxMessages,
  outgoingMessages,
  users,
} from '../../db/schema';
import { createTestApp, API_KEY, type TestApp } from '../../testing/test-app';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../account/profile';
import { DeliveryError, type Messaging } from '../messaging';
import { outboxMailer, outboxWhatsApp } from '../messaging/outbox';
import { formatRupiah } from '@rona/rules';
import { approveRefund } from '../orders/refunds';
import { expireOverdueOrders } from '../orders/settlement';
import { moveOrder } from '../orders/transitions';
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
  variantIdsBySlug,
} from '../orders/order-test-kit';
import { runOps } from '../../ops/commands';
import { enqueueMessages } from './outbox';
import { deliverDueMessages, remindUnpaidOrders, type WorkerDeps } from './worker';

let t: TestApp;
let serum: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_FACTOR: '50', ORDER_OPEN_UNPAID_PER_CONTACT: '50', ORDER_OPEN_UNPAID_PER_ADDRESS: '50' },
  });
  serum = (await variantIdsBySlug(t))[SERUM]!;
}, 120_000);
afterAll(async () => t?.close());

const db = () => t.app.db;
/** The sandbox adapters: what the worker sends lands in outbox_messages. */
const sandbox = (): Messaging => ({
  mail: outboxMailer(db(), t.app.log),
  whatsapp: outboxWhatsApp(db(), t.app.log),
  close: async () => {},
});
const worker = (messaging: Messaging = sandbox()): WorkerDeps => ({ db: db(), messaging, compose: t.config });

const rowsOf = (orderId: string) => db().select().from(outgoingMessages).where(eq(outgoingMessages.orderId, orderId));
/** 'kind channel status' of an order's outbox rows, sorted. */
const summary = async (orderId: string) =>
  (await rowsOf(orderId)).map((r) => `${r.kind} ${r.channel} ${r.status}`).sort();

/** An operator (or system) move in its own transaction, as the ops tool does it. */
async function move(
  invoice: string,
  event: Parameters<typeof moveOrder>[2],
  actor: Parameters<typeof moveOrder>[3] = 'operator',
) {
  const order = await orderRow(t, invoice);
  await db().transaction(async (tx) => {
    await moveOrder(tx, order, event, actor);
  });
}

/** An unpaid VA order of this member. */
async function orderOf(m: Awaited<ReturnType<typeof memberWithAddress>>): Promise<string> {
  const res = await createOrderCall(m, await readyMemberCheckout(m, serum, 1));
  expect(res.statusCode).toBe(200);
  return res.body.result.order.invoice_number as string;
}

async function withPhone(userId: string) {
  const phone = `62812${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await db().update(users).set({ phone, phoneVerified: true }).where(eq(users.id, userId));
  return phone;
}

describe('order messages: one per step and channel, gated by the member settings', () => {
  it('writes e-mail + WhatsApp + inbox for every step of a member order, each once', async () => {
    const m = await memberWithAddress(t);
    await withPhone(m.userId);
    const checkoutId = await readyMemberCheckout(m, serum, 1);
    const res = await createOrderCall(m, checkoutId);
    expect(res.statusCode).toBe(200);
    const invoice = res.body.result.order.invoice_number as string;
    const order = await orderRow(t, invoice);
    expect(await summary(order.id)).toEqual(['order.placed email pending', 'order.placed whatsapp pending']);

    expect((await notifyPayment(t, invoice, order.grandTotal)).statusCode).toBe(200);
    await move(invoice, 'confirm');
    await move(invoice, 'handToCourier');
    await move(invoice, 'ship');
    await move(invoice, 'deliver');
    expect((await m.call('GET', `/e-commerce/order/v1/confirm-success/${invoice}`)).statusCode).toBe(200);
    const steps = ['placed', 'paid', 'processed', 'shipped', 'delivered', 'finished'];
    expect(await summary(order.id)).toEqual(
      steps.flatMap((s) => [`order.${s} email pending`, `order.${s} whatsapp pending`]).sort(),
    );

    // The inbox: one entry per step (the payment's is written by the settlement, not twice).
    const inbox = await db().select().from(notifications).where(eq(notifications.userId, m.userId));
    expect(inbox.map((n) => n.title).sort()).toEqual(
      [
        'Menunggu Pembayaran',
        'Pembayaran Berhasil',
        'Pesanan Diproses',
        'Pesanan Dikirim',
        'Pesanan Sampai',
        'Pesanan Selesai',
      ].sort(),
    );

    // Delivered through the sandbox adapters: the mail has the VA number and the payment page.
    const report = await deliverDueMessages(worker(), { batch: 50 });
    expect(report).toMatchObject({ sent: 10, skipped: 2, failed: 0 });
    // The 'placed' ones were not sent: the order was paid before the worker came (unpaid steps lapse once the order moved on).
  });

  it('skips what the member switched off (recorded as skipped) and always tells about refunds', async () => {
    const m = await memberWithAddress(t);
    await db()
      .insert(notificationSettings)
      .values({
        userId: m.userId,
        settings: {
          ...DEFAULT_NOTIFICATION_SETTINGS,
          transaction: { ...DEFAULT_NOTIFICATION_SETTINGS.transaction, waitingPayment: false, processed: false },
        },
      });
    const invoice = await orderOf(m);
    const order = await orderRow(t, invoice);
    expect((await notifyPayment(t, invoice, order.grandTotal)).statusCode).toBe(200);
    await move(invoice, 'confirm');
    expect(await summary(order.id)).toEqual([
      'order.paid email pending',
      'order.placed email skipped',
      'order.processed email skipped',
    ]);

    const m2 = await memberWithAddress(t);
    await db()
      .insert(notificationSettings)
      .values({
        userId: m2.userId,
        settings: {
          ...DEFAULT_NOTIFICATION_SETTINGS,
          transaction: {
            waitingPayment: false,
            waitingConfirm: false,
            processed: false,
            shipped: false,
            arrives: false,
          },
        },
      });
    const second = { invoice: await orderOf(m2) };
    const o2 = await orderRow(t, second.invoice);
    expect((await notifyPayment(t, second.invoice, o2.grandTotal)).statusCode).toBe(200);
    await db().update(orders).set({ status: 'WAITING_CONFIRM' }).where(eq(orders.id, o2.id));
    await move(second.invoice, 'requestRefund', 'buyer');
    expect(await summary(o2.id)).toEqual([
      'order.paid email skipped',
      'order.placed email skipped',
      'order.refundRequested email pending',
    ]);
  });

  it('writes nothing when the move is rolled back (no outbox row, no inbox entry)', async () => {
    const { invoice } = await placedMemberOrder(t, serum);
    const order = await orderRow(t, invoice);
    const before = await summary(order.id);
    const inboxBefore = (await db().select().from(notifications).where(eq(notifications.userId, order.userId!))).length;
    await expect(
      db().transaction(async (tx) => {
        await moveOrder(tx, order, 'cancel', 'buyer');
        expect(
          (
            await tx
              .select()
              .from(outgoingMessages)
              .where(and(eq(outgoingMessages.orderId, order.id), eq(outgoingMessages.kind, 'order.cancelled')))
          ).length,
        ).toBe(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await summary(order.id)).toEqual(before);
    expect((await db().select().from(notifications).where(eq(notifications.userId, order.userId!))).length).toBe(
      inboxBefore,
    );
    expect((await orderRow(t, invoice)).status).toBe('WAITING_PAYMENT');

    await move(invoice, 'cancel', 'buyer');
    expect(await summary(order.id)).toEqual(['order.cancelled email pending', 'order.placed email pending']);
  });

  it('announces the ends too: expired, failed, refund approved (with its amount)', async () => {
    const expiring = await placedMemberOrder(t, serum);
    const e = await orderRow(t, expiring.invoice);
    expect(
      await expireOverdueOrders(db(), new Date(e.expiresAt.getTime() + 1000), { invoice: expiring.invoice }),
    ).toEqual([expiring.invoice]);
    expect(await summary(e.id)).toEqual(['order.expired email pending', 'order.placed email pending']);

    const failing = await placedMemberOrder(t, serum);
    const f = await orderRow(t, failing.invoice);
    expect((await notifyPayment(t, failing.invoice, f.grandTotal, 'FAILED')).statusCode).toBe(200);
    expect(await summary(f.id)).toEqual(['order.failed email pending', 'order.placed email pending']);

    const refunded = await placedMemberOrder(t, serum);
    const r = await orderRow(t, refunded.invoice);
    expect((await notifyPayment(t, refunded.invoice, r.grandTotal)).statusCode).toBe(200);
    await move(refunded.invoice, 'requestRefund', 'buyer');
    const requested = await orderRow(t, refunded.invoice);
    await db().transaction(async (tx) => approveRefund(tx, requested));
    expect(await summary(r.id)).toEqual([
      'order.paid email pending',
      'order.placed email pending',
      'order.refundApproved email pending',
      'order.refundRequested email pending',
    ]);
    await deliverDueMessages(worker(), { batch: 50 });
    const [mail] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Pengembalian dana pesanan ${refunded.invoice} disetujui — Rona`));
    expect(mail!.text).toContain(formatRupiah((await orderRow(t, refunded.invoice)).refundAmount!));
  });

  it('mails a guest at the address they gave: the VA number, the deadline, the payment page and the tracking link', async () => {
    const { id, token } = await readyGuestCheckout(t, API_KEY, serum);
    const res = await call(t, 'POST', '/e-commerce/order/v1/create-order-guest', `Bearer ${token}`, { checkoutId: id });
    expect(res.statusCode).toBe(200);
    const invoice = res.body.result.order.invoice_number as string;
    const order = await orderRow(t, invoice);
    expect(await summary(order.id)).toEqual(['order.placed email pending']);
    expect((await rowsOf(order.id))[0]!.recipient).toBe('tamu@contoh.id');
    await deliverDueMessages(worker(), { batch: 50 });
    const [mail] = await db()
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, 'tamu@contoh.id'),
          eq(outboxMessages.subject, `Selesaikan pembayaran pesanan ${invoice} — Rona`),
        ),
      );
    expect(mail).toBeDefined();
    const va = (mail!.data as { code?: string }).code!;
    expect(va).toMatch(/^\d{10,}$/);
    expect(mail!.text).toContain(va);
    expect(mail!.html).toContain(va);
    expect(mail!.text).toContain(`${t.config.siteUrl}/tracking-order/${order.guestUuid}`);
    expect(mail!.text).toContain(`${t.config.siteUrl}/payment-guest/${order.guestUuid}`);
    expect(mail!.text).toContain('BCA Virtual Account');
    expect(mail!.text).toContain('WIB');
    expect((await rowsOf(order.id))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('the message worker', () => {
  it('retries a failing provider with growing waits and sends the message once when it is back', async () => {
    const { invoice } = await placedMemberOrder(t, serum);
    const order = await orderRow(t, invoice);
    await db().update(outgoingMessages).set({ status: 'sent' }).where(eq(outgoingMessages.status, 'pending'));
    await enqueueMessages(db(), [
      {
        key: `test:${order.id}:retry`,
        kind: 'order.processed',
        channel: 'email',
        recipient: 'ulang@contoh.id',
        orderId: order.id,
      },
    ]);
    let down = 2;
    const delivered: string[] = [];
    const flaky: Messaging = {
      ...sandbox(),
      mail: {
        kind: 'smtp',
        send: async (m) => {
          if (down-- > 0) throw new DeliveryError('SMTP delivery failed');
          delivered.push(m.to);
        },
      },
    };
    const t0 = new Date();
    expect(await deliverDueMessages(worker(flaky), { now: t0 })).toMatchObject({ sent: 0, retrying: 1 });
    // Not due again before its backoff (30 s) is over.
    expect(await deliverDueMessages(worker(flaky), { now: new Date(t0.getTime() + 10_000) })).toMatchObject({
      sent: 0,
      retrying: 0,
    });
    expect(await deliverDueMessages(worker(flaky), { now: new Date(t0.getTime() + 31_000) })).toMatchObject({
      retrying: 1,
    });
    const [waiting] = await db()
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.key, `test:${order.id}:retry`));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 2, lastError: 'SMTP delivery failed' });
    // The operator sees it waiting, with its tries and the provider's error.
    const listed = await runOps(db(), ['messages']);
    expect(listed.find((l) => l.includes('order.processed') && l.includes('ul***@contoh.id'))).toMatch(
      /^pending .*percobaan 2 .*SMTP delivery failed$/,
    );
    expect(waiting!.nextAttemptAt.getTime() - (t0.getTime() + 31_000)).toBe(60_000);
    expect(await deliverDueMessages(worker(flaky), { now: new Date(t0.getTime() + 92_000) })).toMatchObject({
      sent: 1,
    });
    expect(await deliverDueMessages(worker(flaky), { now: new Date(t0.getTime() + 10 * 3600_000) })).toMatchObject({
      sent: 0,
    });
    expect(delivered).toEqual(['ulang@contoh.id']);
    const [sent] = await db()
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.key, `test:${order.id}:retry`));
    expect(sent).toMatchObject({ status: 'sent', attempts: 3 });
    // The order itself never noticed.
    expect((await orderRow(t, invoice)).status).toBe('WAITING_PAYMENT');
  });

  it('gives up after the last try; the operator lists the failed message and can queue it again', async () => {
    const { invoice } = await placedMemberOrder(t, serum);
    const order = await orderRow(t, invoice);
    await enqueueMessages(db(), [
      {
        key: `test:${order.id}:gone`,
        kind: 'order.processed',
        channel: 'email',
        recipient: 'hilang@contoh.id',
        orderId: order.id,
      },
    ]);
    await db()
      .update(outgoingMessages)
      .set({ attempts: 11 })
      .where(eq(outgoingMessages.key, `test:${order.id}:gone`));
    const down: Messaging = {
      ...sandbox(),
      mail: { kind: 'smtp', send: async () => Promise.reject(new DeliveryError('SMTP delivery failed')) },
    };
    const lastTry = new Date(Date.now() + 60_000);
    expect(await deliverDueMessages(worker(down), { now: lastTry, batch: 50 })).toMatchObject({
      failed: 1,
    });
    // When the last try started is kept (the back office's failed messages show it).
    const [gone] = await db()
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.key, `test:${order.id}:gone`));
    expect(gone).toMatchObject({ status: 'failed', attempts: 12, lastAttemptAt: lastTry });
    expect((await runOps(db(), ['messages', '--status', 'failed'])).join('\n')).toMatch(
      /failed .*order\.processed .*hi\*\*\*@contoh\.id .*percobaan 12/,
    );
    expect(await runOps(db(), ['messages', '--retry-failed'])).toEqual(['1 pesan gagal dijadwalkan ulang.']);
    const [again] = await db()
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.key, `test:${order.id}:gone`));
    expect(again).toMatchObject({ status: 'pending', attempts: 0 });
    // Each re-queued message has its audit row, as the back office's 'Kirim Ulang' writes, by the operator.
    const audit = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'message'), eq(auditEntries.entityId, gone!.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorKind: 'ops',
      actorId: null,
      actorName: 'ops',
      action: 'message.retry',
      before: { status: 'failed', attempts: 12 },
      after: { status: 'pending', attempts: 0 },
    });
    await expect(runOps(db(), ['messages', '--status', 'hilang'])).rejects.toThrow('Status pesan tidak dikenal');
    await db()
      .update(outgoingMessages)
      .set({ status: 'sent' })
      .where(eq(outgoingMessages.key, `test:${order.id}:gone`));
  });

  it('--retry-failed queues every failed message with its audit row in one transaction: no audit row, nothing queued', async () => {
    const failed = (to: string) => ({
      key: `test:retry-all:${to}`,
      kind: 'newsletter.welcome',
      channel: 'email' as const,
      recipient: to,
      status: 'failed' as const,
      attempts: 12,
      lastError: 'SMTP 550 mailbox unavailable',
    });
    const ids = (
      await db()
        .insert(outgoingMessages)
        .values([failed('satu@contoh.id'), failed('dua@contoh.id')])
        .returning({ id: outgoingMessages.id })
    ).map((r) => r.id);
    const statuses = async () =>
      (await db().select().from(outgoingMessages).where(inArray(outgoingMessages.id, ids))).map((r) => r.status);
    const audited = () =>
      db()
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entity, 'message'), inArray(auditEntries.entityId, ids)));
    // The second message's audit row cannot be written: the first one's re-queue must not stay either.
    await db().execute(`create or replace function refuse_message_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit trail unavailable'; end $$`);
    await db().execute(`create trigger refuse_message_audit before insert on audit_entries for each row
      when (new.entity_id = '${ids[1]}') execute function refuse_message_audit()`);
    try {
      await expect(runOps(db(), ['messages', '--retry-failed'])).rejects.toThrow();
      expect(await statuses()).toEqual(['failed', 'failed']);
      expect(await audited()).toHaveLength(0);
    } finally {
      await db().execute('drop trigger refuse_message_audit on audit_entries');
    }
    expect(await runOps(db(), ['messages', '--retry-failed'])).toEqual(['2 pesan gagal dijadwalkan ulang.']);
    expect(await statuses()).toEqual(['pending', 'pending']);
    expect((await audited()).map((a) => [a.entityId, a.actorKind, a.action]).sort()).toEqual(
      ids.map((id) => [id, 'ops', 'message.retry']).sort(),
    );
    await db().update(outgoingMessages).set({ status: 'sent' }).where(inArray(outgoingMessages.id, ids));
  });

  it('never lets two workers send one message twice', async () => {
    await db().update(outgoingMessages).set({ status: 'sent' }).where(eq(outgoingMessages.status, 'pending'));
    const { invoice } = await placedMemberOrder(t, serum);
    const order = await orderRow(t, invoice);
    await db().update(outgoingMessages).set({ status: 'sent' }).where(eq(outgoingMessages.status, 'pending'));
    await enqueueMessages(
      db(),
      Array.from({ length: 30 }, (_, i) => ({
        key: `test:${order.id}:pair:${i}`,
        kind: 'order.processed',
        channel: 'email' as const,
        recipient: `dua-${i}@contoh.id`,
        orderId: order.id,
      })),
    );
    const sends = new Map<string, number>();
    const slow: Messaging = {
      ...sandbox(),
      mail: {
        kind: 'smtp',
        send: async (m) => {
          await new Promise((r) => setTimeout(r, 5));
          sends.set(m.to, (sends.get(m.to) ?? 0) + 1);
        },
      },
    };
    const run = async () => {
      let total = 0;
      for (;;) {
        const r = await deliverDueMessages(worker(slow), { batch: 4 });
        if (r.sent === 0) return total;
        total += r.sent;
      }
    };
    const [a, b] = await Promise.all([run(), run()]);
    expect(a + b).toBe(30);
    expect(sends.size).toBe(30);
    expect([...sends.values()].every((n) => n === 1)).toBe(true);
  });

  it('reminds an unpaid order once, 3 hours before it expires, and drops the reminder once it is paid', async () => {
    const { m, invoice } = await placedMemberOrder(t, serum);
    const order = await orderRow(t, invoice);
    expect(await remindUnpaidOrders(db(), new Date(order.expiresAt.getTime() - 4 * 3600_000))).not.toContain(invoice);
    const soon = new Date(order.expiresAt.getTime() - 2 * 3600_000);
    expect(await remindUnpaidOrders(db(), soon)).toContain(invoice);
    expect(await remindUnpaidOrders(db(), soon)).not.toContain(invoice);
    expect((await summary(order.id)).filter((s) => s.startsWith('order.reminder'))).toEqual([
      'order.reminder email pending',
    ]);
    expect(
      (await db().select().from(notifications).where(eq(notifications.userId, m.userId))).map((n) => n.title),
    ).toContain('Segera Selesaikan Pembayaran');
    expect((await notifyPayment(t, invoice, order.grandTotal)).statusCode).toBe(200);
    await deliverDueMessages(worker(), { now: soon, batch: 50 });
    const rows = await rowsOf(order.id);
    expect(rows.find((r) => r.kind === 'order.reminder')).toMatchObject({ status: 'skipped' });
    expect(rows.find((r) => r.kind === 'order.placed')).toMatchObject({ status: 'skipped' });
    expect(rows.find((r) => r.kind === 'order.paid')).toMatchObject({ status: 'sent' });
  });
});

describe('newsletter mail and its unsubscribe link', () => {
  it('confirms a sign-up with a signed link that updates the subscription; a forged one is refused', async () => {
    expect((await call(t, 'POST', '/subscribe/v1/create', API_KEY, { email: 'Berita@Contoh.id' })).statusCode).toBe(
      200,
    );
    await deliverDueMessages(worker(), { batch: 50 });
    const [mail] = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, 'berita@contoh.id'));
    expect(mail!.subject).toBe('Selamat datang di newsletter Rona');
    const data = mail!.data as { unsubscribeUrl: string; oneClickUrl: string; headers: Record<string, string> };
    expect(data.unsubscribeUrl).toMatch(new RegExp(`^${t.config.siteUrl}/subscribe/[0-9a-f-]{36}/[A-Za-z0-9_-]{43}$`));
    expect(mail!.text).toContain(data.unsubscribeUrl);
    expect(data.headers['List-Unsubscribe']).toContain(`<${data.unsubscribeUrl}>`);
    expect(data.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const [, id, signature] = new URL(data.unsubscribeUrl).pathname.split('/').slice(1);
    const detail = await call(t, 'GET', `/subscribe/v1/detail/${id}/${signature}`, API_KEY);
    expect(detail.body.result).toEqual({ fullName: 'berita@contoh.id', discountVoucher: true, newProduct: true });
    const updated = await call(t, 'PUT', `/subscribe/v1/update/${id}/${signature}`, API_KEY, {
      discountVoucher: false,
      newProduct: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.message).toBe('Pengaturan berhasil diperbarui');
    const forged = await call(t, 'PUT', `/subscribe/v1/update/${id}/${signature!.slice(1)}x`, API_KEY, {
      discountVoucher: false,
      newProduct: false,
    });
    expect(forged.statusCode).toBe(404);

    // One click from the mail client (RFC 8058): no API key, the signed link is enough; a forged one is 404.
    const oneClickPath = new URL(data.oneClickUrl).pathname.replace(/^\/api/, '');
    const bad = await t.app.inject({
      method: 'POST',
      url: oneClickPath.replace(signature!, `${signature!.slice(0, -2)}zz`),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(bad.statusCode).toBe(404);
    const ok = await t.app.inject({
      method: 'POST',
      url: oneClickPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(ok.statusCode).toBe(200);
    expect((await call(t, 'GET', `/subscribe/v1/detail/${id}/${signature}`, API_KEY)).body.result).toMatchObject({
      discountVoucher: false,
      newProduct: false,
    });
  });
});
