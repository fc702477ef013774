import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DokuNotification, OrderStatus, PaymentDetail, PaymentNotificationResult } from '@rona/domain';
import type { Database } from '../../db/client';
import { paymentNotifications, payments, type PaymentStatus } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { paymentMessages as m } from './messages';
import { paymentChannel } from './methods';
import type { CreatePaymentRequest, LatePaymentEvent, PaymentProvider, PaymentSettledEvent } from './types';

export type PaymentRow = typeof payments.$inferSelect;

/** What the orders module plugs in: called once per payment, inside the transaction that settles it. */
export interface PaymentSettlementHandler {
  /**
   * Locks what the settlement will change before the payment row is claimed, so every path takes
   * its locks in one order (order, then payment) as cancel and the expiry job do: no deadlocks.
   */
  lockBeforeClaim?(invoice: string, tx: Database): Promise<void>;
  onPaymentSettled(event: PaymentSettledEvent, tx: Database): Promise<void>;
  /**
   * Money arrived for a payment that was already closed (the order cancelled, failed or expired) or
   * whose time was up: called once per payment, in the transaction that records it (`paid_at`).
   */
  onLatePayment?(event: LatePaymentEvent, tx: Database): Promise<void>;
  /** The order status the provider is answered with (default: derived from the payment's status). */
  orderStatusOf?(invoice: string, db: Database): Promise<OrderStatus | null>;
}

/** Until orders exist: settlements are only recorded (the payment row and its notification). */
const recordOnly: PaymentSettlementHandler = { onPaymentSettled: () => Promise.resolve() };

const ORDER_STATUS_OF_PAYMENT: Record<PaymentStatus, OrderStatus> = {
  PENDING: 'WAITING_PAYMENT',
  SUCCESS: 'WAITING_CONFIRM',
  FAILED: 'FAILED',
  EXPIRED: 'EXPIRED',
};

export interface PaymentsDeps {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export type PaymentsService = ReturnType<typeof paymentsService>;

export function paymentsService(deps: PaymentsDeps) {
  const { db, provider, log } = deps;
  const now = deps.now ?? (() => new Date());
  let handler = recordOnly;

  const byInvoice = async (invoice: string, on: Database = db) =>
    (await on.select().from(payments).where(eq(payments.invoice, invoice)).limit(1))[0] ?? null;

  return {
    provider,

    setSettlementHandler(next: PaymentSettlementHandler) {
      handler = next;
    },

    /**
     * Starts the payment of one invoice at the provider and stores it. Call it outside a long
     * transaction: it waits on the provider. Throws HttpError (bad input, duplicate) or PaymentProviderError.
     */
    async createPayment(req: CreatePaymentRequest): Promise<PaymentRow> {
      if (!paymentChannel(req.methodCode)) throw badRequest(m.methodUnknown);
      if (!Number.isInteger(req.amount) || req.amount <= 0) throw badRequest(m.amountInvalid);
      if (!(req.expiresAt.getTime() > now().getTime())) throw badRequest(m.expiryInvalid);
      if (await byInvoice(req.invoice)) throw conflict(m.alreadyCreated);
      const id = randomUUID();
      const started = await provider.createPayment(req, id);
      const [row] = await db
        .insert(payments)
        .values({
          id,
          invoice: req.invoice,
          methodCode: req.methodCode,
          provider: provider.name,
          requestId: started.requestId,
          amount: req.amount,
          expiresAt: req.expiresAt,
          detail: started.detail,
          providerPayload: started.raw ?? null,
        })
        .onConflictDoNothing({ target: payments.invoice })
        .returning();
      if (!row) throw conflict(m.alreadyCreated);
      return row;
    },

    findByInvoice: (invoice: string) => byInvoice(invoice),

    async findById(id: string): Promise<PaymentRow | null> {
      return (await db.select().from(payments).where(eq(payments.id, id)).limit(1))[0] ?? null;
    },

    /** The `detail` of the contract's payment data; the wallet's `status` follows the payment. */
    async paymentDetail(invoice: string): Promise<PaymentDetail | null> {
      const row = await byInvoice(invoice);
      if (!row) return null;
      const detail = row.detail as PaymentDetail;
      return detail.shopeepay_payment
        ? { ...detail, shopeepay_payment: { ...detail.shopeepay_payment, status: row.status } }
        : detail;
    },

    /** Unpaid payments whose time is up, oldest first (for the orders' expiry job). */
    async expiredPayments(at: Date, limit = 100): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'PENDING'), lte(payments.expiresAt, at)))
        .orderBy(asc(payments.expiresAt))
        .limit(limit);
    },

    /** Marks one payment EXPIRED if it is still unpaid and due; true when this call did it. */
    async expirePayment(invoice: string, at: Date, on: Database = db): Promise<boolean> {
      const done = await on
        .update(payments)
        .set({ status: 'EXPIRED', settledAt: at })
        .where(and(eq(payments.invoice, invoice), eq(payments.status, 'PENDING'), lte(payments.expiresAt, at)))
        .returning({ id: payments.id });
      return done.length > 0;
    },

    /** Keeps one verified delivery as received (replays too; forged ones are refused before this); answers its id. */
    async recordNotification(input: {
      rawBody: string;
      requestId: string | null;
      signatureOk: boolean;
      invoice: string | null;
    }): Promise<string> {
      const payment = input.invoice ? await byInvoice(input.invoice) : null;
      const [row] = await db
        .insert(paymentNotifications)
        .values({
          paymentId: payment?.id ?? null,
          requestId: input.requestId,
          rawBody: input.rawBody,
          signatureOk: input.signatureOk,
        })
        .returning({ id: paymentNotifications.id });
      if (!row) throw new Error('payment notification not recorded');
      return row.id;
    },

    /**
     * Applies a verified notification. The payment moves out of PENDING once (a conditional update
     * decides the one delivery that wins, also under parallel deliveries); that delivery alone calls
     * the settlement handler, in the same transaction. Replays change nothing and are answered normally.
     * A SUCCESS for a payment already closed (cancelled, failed, expired) or past its time is not
     * dropped: `paid_at` records it once and the handler's `onLatePayment` flags the money as owed back.
     */
    async applyNotification(notificationId: string, n: DokuNotification): Promise<PaymentNotificationResult> {
      const payment = await byInvoice(n.order.invoice_number);
      if (!payment) throw notFound(m.invoiceNotFound);
      if (n.order.amount !== payment.amount) throw badRequest(m.amountMismatch);
      const reported = n.transaction.status;
      if (reported !== 'PENDING') {
        const at = now();
        const late = reported === 'SUCCESS' && payment.expiresAt.getTime() <= at.getTime();
        const next: PaymentStatus = late ? 'EXPIRED' : reported;
        await db.transaction(async (tx) => {
          await handler.lockBeforeClaim?.(payment.invoice, tx as unknown as Database);
          const paidAt = reported === 'SUCCESS' ? at : null;
          const claimed = await tx
            .update(payments)
            .set({ status: next, settledAt: at, paidAt })
            .where(and(eq(payments.id, payment.id), eq(payments.status, 'PENDING')))
            .returning({ id: payments.id });
          const lateEvent = {
            invoice: payment.invoice,
            amount: payment.amount,
            methodCode: payment.methodCode,
            paidAt: at,
          };
          if (!claimed.length) {
            // Already closed: money for it is recorded once (replays find paid_at set), never dropped.
            if (reported !== 'SUCCESS') return;
            const recorded = await tx
              .update(payments)
              .set({ paidAt: at })
              .where(
                and(
                  eq(payments.id, payment.id),
                  inArray(payments.status, ['FAILED', 'EXPIRED']),
                  isNull(payments.paidAt),
                ),
              )
              .returning({ id: payments.id });
            if (!recorded.length) return;
            log.warn(
              { invoice: payment.invoice, amount: payment.amount },
              'payments: SUCCESS notified for a closed payment; recorded as owed back',
            );
            await handler.onLatePayment?.(lateEvent, tx as unknown as Database);
          } else if (late) {
            log.warn(
              { invoice: payment.invoice, amount: payment.amount },
              'payments: SUCCESS notified after the payment expired; recorded as owed back',
            );
            await handler.onLatePayment?.(lateEvent, tx as unknown as Database);
          } else if (next === 'SUCCESS' || next === 'FAILED') {
            await handler.onPaymentSettled(
              { invoice: payment.invoice, status: next, amount: payment.amount, methodCode: payment.methodCode },
              tx as unknown as Database,
            );
          }
          await tx
            .update(paymentNotifications)
            .set({ processed: true })
            .where(eq(paymentNotifications.id, notificationId));
        });
      }
      const current = (await byInvoice(payment.invoice)) ?? payment;
      const status = (await handler.orderStatusOf?.(payment.invoice, db)) ?? ORDER_STATUS_OF_PAYMENT[current.status];
      return { invoice_number: payment.invoice, status };
    },
  };
}
