import type { NotificationSettings } from '@rona/domain';
import type { OrderEvent } from '@rona/rules';
import { paths } from '@rona/routes';

/** Every moment of an order the buyer hears about (docs/product/messages.md). */
export type OrderStep =
  | 'placed'
  | 'reminder'
  | 'paid'
  | 'processed'
  | 'shipped'
  | 'delivered'
  | 'finished'
  | 'cancelled'
  | 'expired'
  | 'failed'
  | 'refundRequested'
  | 'refundApproved';

/** The step an order move announces; null for the moves nobody is told about (PENDING, hand-over to the courier). */
export const STEP_OF_EVENT: Readonly<Record<OrderEvent, OrderStep | null>> = {
  paymentPending: null,
  paid: 'paid',
  paymentFailed: 'failed',
  expire: 'expired',
  cancel: 'cancelled',
  confirm: 'processed',
  handToCourier: null,
  ship: 'shipped',
  deliver: 'delivered',
  finish: 'finished',
  requestRefund: 'refundRequested',
  approveRefund: 'refundApproved',
  // The refusal's reason reaches the buyer in their inbox and order (admin-orders).
  refuseRefund: null,
};

type TransactionSwitch = keyof NotificationSettings['transaction'];

/**
 * Which of the member's transaction switches (spec 3 §3) lets a step's e-mail and WhatsApp go out.
 * null: always sent — refunds are about the member's money and no switch names them.
 */
export const SWITCH_OF_STEP: Readonly<Record<OrderStep, TransactionSwitch | null>> = {
  placed: 'waitingPayment',
  reminder: 'waitingPayment',
  cancelled: 'waitingPayment',
  expired: 'waitingPayment',
  failed: 'waitingPayment',
  paid: 'waitingConfirm',
  processed: 'processed',
  shipped: 'shipped',
  delivered: 'arrives',
  finished: 'arrives',
  refundRequested: null,
  refundApproved: null,
};

/** Steps whose inbox entry another module already writes (payment settlement, refund approval): not written twice. */
export const INBOX_WRITTEN_ELSEWHERE: ReadonlySet<OrderStep> = new Set<OrderStep>(['paid', 'refundApproved']);

/** Where the inbox entry leads: the unpaid list for unpaid steps, the transaction list otherwise. */
export const inboxLink = (step: OrderStep) =>
  step === 'placed' || step === 'reminder' ? paths.activity('payment_waiting') : paths.activity('transaction');

/** How long before an unpaid order expires its reminder goes out (the window is 24 h: 21 h after 'Bayar'). */
export const REMINDER_LEAD_MS = 3 * 60 * 60 * 1000;
