import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DokuNotification, OrderStatus, PaymentDetail, PaymentNotificationResult } from '@rona/domain';
import type { Database, DbOrTx } from '../../db/client';
import type { PaymentStatus } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { paymentMessages as m } from './messages';
import { paymentChannel } from './methods';
import {
  claimPendingPayment,
  closePendingPayment,
  expiredPayments,
  insertNotification,
  insertPayment,
  markNotificationProcessed,
  paymentById,
  paymentByInvoice,
  recordPaidAfterClose,
  type PaymentRow,
} from './repository';
import type { CreatePaymentRequest, LatePaymentEvent, PaymentProvider, PaymentSettledEvent } from './types';

export type { PaymentRow };

/** What the orders module plugs in: called once per payment, inside the transaction that settles it. */
export interface PaymentSettlementHandler {
  /**
   * Locks what the settlement will change before the payment row is claimed, so every path takes
   * its locks in one order (order, then payment) as cancel and the expiry job do: no deadlocks.
   */
  lockBeforeClaim?(invoice: string, tx: DbOrTx): Promise<void>;
  onPaymentSettled(event: PaymentSettledEvent, tx: DbOrTx): Promise<void>;
  /**
   * Money arrived for a payment that was already closed (the order cancelled, failed or expired) or
   * whose time was up: called once per payment, in the transaction that records it (`paid_at`).
   */
  onLatePayment?(event: LatePaymentEvent, tx: DbOrTx): Promise<void>;
  /** The order status the provider is answered with (default: derived from the payment's status). */
  orderStatusOf?(invoice: string, db: DbOrTx): Promise<OrderStatus | null>;
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

  const byInvoice = (invoice: string) => paymentByInvoice(db, invoice);

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
      const row = await insertPayment(db, {
        id,
        invoice: req.invoice,
        methodCode: req.methodCode,
        provider: provider.name,
        requestId: started.requestId,
        amount: req.amount,
        expiresAt: req.expiresAt,
        detail: started.detail,
        providerPayload: started.raw ?? null,
      });
      if (!row) throw conflict(m.alreadyCreated);
      return row;
    },

    findByInvoice: (invoice: string) => byInvoice(invoice),

    findById: (id: string): Promise<PaymentRow | null> => paymentById(db, id),

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
    expiredPayments: (at: Date, limit = 100): Promise<PaymentRow[]> => expiredPayments(db, at, limit),

    /** Marks one payment EXPIRED if it is still unpaid and due; true when this call did it. */
    expirePayment: (invoice: string, at: Date, on: DbOrTx = db): Promise<boolean> =>
      closePendingPayment(on, invoice, 'EXPIRED', at, at),

    /** Keeps one verified delivery as received (replays too; forged ones are refused before this); answers its id. */
    async recordNotification(input: {
      rawBody: string;
      requestId: string | null;
      signatureOk: boolean;
      invoice: string | null;
    }): Promise<string> {
      const payment = input.invoice ? await byInvoice(input.invoice) : null;
      return insertNotification(db, {
        paymentId: payment?.id ?? null,
        requestId: input.requestId,
        rawBody: input.rawBody,
        signatureOk: input.signatureOk,
      });
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
          await handler.lockBeforeClaim?.(payment.invoice, tx);
          const paidAt = reported === 'SUCCESS' ? at : null;
          const claimed = await claimPendingPayment(tx, payment.id, { status: next, settledAt: at, paidAt });
          const lateEvent = {
            invoice: payment.invoice,
            amount: payment.amount,
            methodCode: payment.methodCode,
            paidAt: at,
          };
          if (!claimed) {
            // Already closed: money for it is recorded once (replays find paid_at set), never dropped.
            if (reported !== 'SUCCESS') return;
            if (!(await recordPaidAfterClose(tx, payment.id, at))) return;
            log.warn(
              { invoice: payment.invoice, amount: payment.amount },
              'payments: SUCCESS notified for a closed payment; recorded as owed back',
            );
            await handler.onLatePayment?.(lateEvent, tx);
          } else if (late) {
            log.warn(
              { invoice: payment.invoice, amount: payment.amount },
              'payments: SUCCESS notified after the payment expired; recorded as owed back',
            );
            await handler.onLatePayment?.(lateEvent, tx);
          } else if (next === 'SUCCESS' || next === 'FAILED') {
            await handler.onPaymentSettled(
              { invoice: payment.invoice, status: next, amount: payment.amount, methodCode: payment.methodCode },
              tx,
            );
          }
          await markNotificationProcessed(tx, notificationId);
        });
      }
      const current = (await byInvoice(payment.invoice)) ?? payment;
      const status = (await handler.orderStatusOf?.(payment.invoice, db)) ?? ORDER_STATUS_OF_PAYMENT[current.status];
      return { invoice_number: payment.invoice, status };
    },
  };
}
