import { ORDER_STATUSES, type OrderStatus } from '@rona/domain/browser';
import { t } from '@rona/i18n';

export type { OrderStatus } from '@rona/domain/browser';

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** The label of spec 2 §4 ('Menunggu Pembayaran' …); WAITING shares WAITING_CONFIRM's. Unknown → as sent. */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? t(`orderStatus.${status}`) : status;
}

/** The colour groups of spec 2 §4. */
export type OrderTone = 'success' | 'inProgress' | 'awaitingPayment' | 'refund' | 'failed';

const TONES: Record<OrderStatus, OrderTone> = {
  WAITING_PAYMENT: 'awaitingPayment',
  PENDING: 'awaitingPayment',
  WAITING: 'inProgress',
  WAITING_CONFIRM: 'inProgress',
  PROCESS: 'inProgress',
  WAITING_COURIER: 'inProgress',
  SHIPPED: 'inProgress',
  // 'Berhasil Dikirim' reads as a success, though the order still sits in the Berlangsung tab.
  DELIVERED: 'success',
  SUCCESS: 'success',
  REQUEST_REFUND: 'refund',
  REFUND_APPROVED: 'refund',
  FAILED: 'failed',
  CANCEL: 'failed',
  EXPIRED: 'failed',
};

/** Mantine colour names: green success, cyan (the spec's sky) in progress, orange, blue, red. */
export const ORDER_TONE_COLORS: Record<OrderTone, string> = {
  success: 'green',
  inProgress: 'cyan',
  awaitingPayment: 'orange',
  refund: 'blue',
  failed: 'red',
};

/** An unknown status is shown as in progress. */
export const orderStatusTone = (status: string): OrderTone => (isOrderStatus(status) ? TONES[status] : 'inProgress');

export const orderStatusColor = (status: string): string => ORDER_TONE_COLORS[orderStatusTone(status)];

/** The unpaid tab and the payment-waiting list ask for this status. */
export const UNPAID_ORDER_STATUS: OrderStatus = 'WAITING_PAYMENT';

/** A payment-waiting page shows its view only in these statuses; otherwise it redirects. */
export const showsPaymentView = (status: string): boolean => status === 'WAITING_PAYMENT' || status === 'PENDING';

/** Selesaikan is offered on delivered orders. */
export const canFinishOrder = (status: string): boolean => status === 'DELIVERED';

/** Batalkan Pesanan (a refund request) is offered while the seller has not confirmed. */
export const canCancelOrder = (status: string): boolean => status === 'WAITING_CONFIRM';

export type PaymentBadgeKind = 'paid' | 'waiting' | 'expired' | 'failed' | 'refund';

const BADGES: Record<OrderStatus, PaymentBadgeKind> = {
  WAITING_PAYMENT: 'waiting',
  PENDING: 'waiting',
  WAITING: 'paid',
  WAITING_CONFIRM: 'paid',
  PROCESS: 'paid',
  WAITING_COURIER: 'paid',
  SHIPPED: 'paid',
  DELIVERED: 'paid',
  SUCCESS: 'paid',
  REQUEST_REFUND: 'refund',
  REFUND_APPROVED: 'refund',
  FAILED: 'failed',
  CANCEL: 'failed',
  EXPIRED: 'expired',
};

const BADGE_COLORS: Record<PaymentBadgeKind, string> = {
  paid: 'green',
  waiting: 'orange',
  expired: 'gray',
  failed: 'red',
  refund: 'blue',
};

export interface PaymentBadge {
  kind: PaymentBadgeKind;
  label: string;
  color: string;
}

/** The payment badge on guest order tracking (spec 2 §2). An unknown status reads as waiting. */
export function paymentBadge(status: string): PaymentBadge {
  const kind = isOrderStatus(status) ? BADGES[status] : 'waiting';
  return { kind, label: t(`paymentBadge.${kind}`), color: BADGE_COLORS[kind] };
}

/** The invoice's watermark: 'BELUM LUNAS', 'DIBATALKAN' or 'LUNAS' (spec 2 §2). */
export function invoiceWatermark(status: string): string {
  if (status === 'PENDING' || status === 'WAITING_PAYMENT') return t('invoice.watermarkUnpaid');
  if (status === 'EXPIRED' || status === 'FAILED' || status === 'CANCEL') return t('invoice.watermarkCancelled');
  return t('invoice.watermarkPaid');
}

/** The total an order list shows: grand total minus the service price (spec 2 §9), never below 0. */
export const displayedOrderTotal = (grandTotal: number, servicePrice: number): number =>
  Math.max(0, grandTotal - servicePrice);

/** Rupiah kept back from every refund (spec 2 §9). */
export const REFUND_FEE = 9500;

/** What a refund pays back: the total minus the refund fee, never below 0. */
export const refundAmount = (total: number): number => Math.max(0, total - REFUND_FEE);
