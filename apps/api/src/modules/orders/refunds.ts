import { amountPaid, formatRupiah, formatShopDate, refundFor } from '@rona/rules';
import type { OrderRefund, OrderStatus } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { HttpError } from '../../http/errors';
import { addNotification } from '../activity/notifications';
import { recordOrderStep } from '../order-messages/record';
import type { LatePaymentEvent } from '../payments';
import { CLOSED_WORDS, fill, orderMessages, refundMessages } from './messages';
import { flagRefundDue, recordRefundApproval } from './repository';
import { lockOrder, moveOrder, type MoveBy, type OrderRow } from './transitions';

const CLOSED: readonly OrderStatus[] = ['CANCEL', 'EXPIRED', 'FAILED'];

/** Owed for a payment that came after the order was closed; approved or not. */
const isLatePayment = (order: OrderRow) => order.refundDueAt !== null;

/**
 * Money received for an order that can no longer take it. An order still unpaid (its time is up,
 * the expiry job has not run yet) expires now, its units back on sale; then the order is flagged
 * 'refund due' (once) and the member is told. Runs in the payment's transaction, the order locked.
 */
export async function recordLatePayment(
  tx: DbOrTx,
  event: LatePaymentEvent,
  log: { warn: (obj: object, msg: string) => void },
): Promise<void> {
  let order = await lockOrder(tx, { invoice: event.invoice });
  if (!order) return;
  if (order.status === 'WAITING_PAYMENT' || order.status === 'PENDING') {
    order = await moveOrder(tx, order, 'expire', 'system', {
      now: event.paidAt,
      note: 'pembayaran diterima setelah batas waktu',
    });
  }
  if (!CLOSED.includes(order.status)) {
    log.warn(
      { invoice: order.invoice, status: order.status },
      'orders: late payment for an order that is not closed; left to the operator',
    );
    return;
  }
  const flagged = await flagRefundDue(tx, order.id, event.paidAt);
  if (!flagged || !order.userId) return;
  await addNotification(tx, {
    userId: order.userId,
    type: 'TRANSACTION',
    title: refundMessages.latePaidTitle,
    description: fill(refundMessages.latePaidText, {
      amount: formatRupiah(event.amount),
      invoice: order.invoice,
      closed: CLOSED_WORDS[order.status] ?? refundMessages.closedOther,
    }),
    link: '/user/activity?action=transaction',
  });
}

/** Whether the operator can approve this order's refund now: a buyer's request, or a late payment not yet approved. */
export const refundApprovable = (order: Pick<OrderRow, 'status' | 'refundDueAt' | 'refundApprovedAt'>): boolean =>
  order.refundApprovedAt === null && (order.status === 'REQUEST_REFUND' || order.refundDueAt !== null);

/**
 * Approves a refund: a request moves to REFUND_APPROVED (stock back, through the state machine) and
 * pays back what was paid − the refund fee; a late payment keeps its status and is paid back whole.
 * Records the amount and the date and tells the member. 409 when there is nothing to approve.
 */
export async function approveRefund(
  tx: DbOrTx,
  order: OrderRow,
  opts: { now?: Date; note?: string | null; by?: MoveBy } = {},
): Promise<OrderRow> {
  const now = opts.now ?? new Date();
  if (!refundApprovable(order))
    throw new HttpError(409, orderMessages.notAllowed, [{ message: orderMessages.notAllowed }]);
  const amount = refundFor(amountPaid(order), isLatePayment(order) ? 'latePayment' : 'request');
  const record = { refundAmount: amount, refundApprovedAt: now };
  let approved: OrderRow | null;
  if (order.status === 'REQUEST_REFUND') {
    approved = await moveOrder(tx, order, 'approveRefund', 'operator', {
      now,
      note: opts.note ?? null,
      set: record,
      by: opts.by,
    });
  } else {
    approved = await recordRefundApproval(tx, order.id, record, now);
    if (!approved) throw new HttpError(409, orderMessages.notAllowed, [{ message: orderMessages.notAllowed }]);
    await recordOrderStep(tx, approved, 'refundApproved', now);
  }
  if (order.userId) {
    await addNotification(tx, {
      userId: order.userId,
      type: 'TRANSACTION',
      title: refundMessages.approvedTitle,
      description: fill(refundMessages.approvedText, {
        invoice: order.invoice,
        amount: formatRupiah(amount),
        date: formatShopDate(now),
      }),
      link: '/user/activity?action=transaction',
    });
  }
  return approved;
}

/** The order detail's `refund`: what is owed or was paid back, or null. */
export function refundOf(order: OrderRow): OrderRefund | null {
  const latePayment = isLatePayment(order);
  if (!latePayment && order.status !== 'REQUEST_REFUND' && order.status !== 'REFUND_APPROVED') return null;
  const paid = amountPaid(order);
  const approved = order.refundApprovedAt !== null || order.status === 'REFUND_APPROVED';
  return {
    status: approved ? 'APPROVED' : 'DUE',
    paid,
    amount:
      approved && order.refundAmount !== null
        ? order.refundAmount
        : refundFor(paid, latePayment ? 'latePayment' : 'request'),
    latePayment,
    approvedAt: order.refundApprovedAt?.toISOString() ?? null,
  };
}
