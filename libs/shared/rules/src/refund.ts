import type { OrderStatus } from '@rona/domain/browser';
import { refundAmount } from './order-status';

/**
 * What the buyer paid for an order: its grand total (goods, shipping, insurance and the service fee,
 * less discounts and points) — the amount the payment was made for. The one figure the order detail,
 * the invoice, the refund dialog and the refund record show as 'Total Pembayaran'. (The history
 * card's 'Total Belanja' is another figure, the grand total without the service fee, spec 2 §9.)
 */
export const amountPaid = (payments: { grandTotal: number }): number => payments.grandTotal;

/** Why money goes back: the buyer asked (Batalkan Pesanan), or it arrived after the order was closed. */
export type RefundReason = 'request' | 'latePayment';

/**
 * What a refund pays back. A buyer's request keeps the refund fee back (spec 2 §9: total paid −
 * Rp 9.500); a payment that came after the order was cancelled or expired is paid back whole — the
 * buyer asked for nothing, the shop could not take the money.
 */
export const refundFor = (paid: number, reason: RefundReason): number =>
  reason === 'latePayment' ? Math.max(0, paid) : refundAmount(paid);

/** Orders that will never earn their cashback: ended unpaid, or their money goes back. */
const NO_CASHBACK: ReadonlySet<string> = new Set<OrderStatus>([
  'FAILED',
  'CANCEL',
  'EXPIRED',
  'REQUEST_REFUND',
  'REFUND_APPROVED',
]);

/** Whether the 'Cashback N NMW Poin' note shows: some points, on an order that can still earn them. */
export const showsCashbackNote = (status: string, point: number): boolean => point > 0 && !NO_CASHBACK.has(status);
