import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { addNotification } from '../activity/notifications';
import { recordSales } from '../catalogue/repository';
import type { PaymentSettlementHandler, PaymentsService } from '../payments';
import { closePendingPayment } from '../payments/repository';
import { fill, orderMessages as m } from './messages';
import { recordLatePayment } from './refunds';
import { lineUnits, lockUnpaidOrdersDue, orderStatusOf } from './repository';
import { lockOrder, moveOrder } from './transitions';

/**
 * What the payments module calls once per settled payment, inside its transaction: SUCCESS moves
 * the order to WAITING_CONFIRM (sales counted, the member notified), FAILED ends it with stock and
 * points released. An order that already left WAITING_PAYMENT (cancelled, expired) is only logged:
 * throwing would make the provider retry for ever. Money that arrives for a closed payment is
 * recorded as owed back (`onLatePayment`, see refunds.ts).
 */
export function settlementHandler(deps: {
  log: FastifyBaseLogger;
  onCatalogueChanged: () => void;
}): PaymentSettlementHandler {
  return {
    async lockBeforeClaim(invoice, tx) {
      await lockOrder(tx, { invoice });
    },
    async onPaymentSettled(event, tx) {
      const order = await lockOrder(tx, { invoice: event.invoice });
      if (!order) return;
      if (order.status !== 'WAITING_PAYMENT' && order.status !== 'PENDING') {
        deps.log.warn(
          { invoice: order.invoice, status: order.status, payment: event.status },
          'orders: payment settled for an order that is no longer unpaid',
        );
        return;
      }
      const now = new Date();
      if (event.status === 'FAILED') {
        await moveOrder(tx, order, 'paymentFailed', 'payment', { now });
        return;
      }
      await moveOrder(tx, order, 'paid', 'payment', { now, set: { paidAt: now } });
      const lines = await lineUnits(tx, order.id);
      await recordSales(
        tx,
        lines.flatMap((l) => (l.productId ? [{ productId: l.productId, quantity: l.quantity }] : [])),
      );
      if (order.userId) {
        await addNotification(tx, {
          userId: order.userId,
          type: 'TRANSACTION',
          title: m.paidTitle,
          description: fill(m.paidText, { invoice: order.invoice }),
          link: '/user/activity?action=transaction',
        });
      }
      deps.onCatalogueChanged();
    },
    async onLatePayment(event, tx) {
      await recordLatePayment(tx, event, deps.log);
      deps.onCatalogueChanged();
    },
    orderStatusOf: (invoice, db) => orderStatusOf(db, invoice),
  };
}

/**
 * Ends every unpaid order whose time is up: EXPIRED, stock and points back, payment expired. Rows
 * are taken with FOR UPDATE SKIP LOCKED, so parallel runs (several API instances) never take the
 * same order and each order expires exactly once. Answers the invoices this run expired.
 */
export async function expireOverdueOrders(
  db: Database,
  now = new Date(),
  opts: { payments?: Pick<PaymentsService, 'expirePayment'>; batch?: number; invoice?: string } = {},
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await lockUnpaidOrdersDue(tx, { expiresBy: now, invoice: opts.invoice, batch: opts.batch ?? 100 });
    const expired: string[] = [];
    for (const order of due) {
      if (opts.payments) await opts.payments.expirePayment(order.invoice, now, tx);
      else await closePendingPayment(tx, order.invoice, 'EXPIRED', now);
      await moveOrder(tx, order, 'expire', 'system', { now });
      expired.push(order.invoice);
    }
    return expired;
  });
}
