import type { OrderStatus } from '@rona/domain/browser';

/** Who moves an order on: the buyer, the payment provider, the shop's operator, or the shop itself (timers). */
export type OrderActor = 'buyer' | 'payment' | 'operator' | 'system';

/** What can happen to an order (spec 2 §4; the back-office steps are the shop's own). */
export type OrderEvent =
  | 'paymentPending'
  | 'paid'
  | 'paymentFailed'
  | 'expire'
  | 'cancel'
  | 'confirm'
  | 'handToCourier'
  | 'ship'
  | 'deliver'
  | 'finish'
  | 'requestRefund'
  | 'approveRefund'
  | 'refuseRefund';

interface Transition {
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: readonly OrderActor[];
}

const UNPAID: readonly OrderStatus[] = ['WAITING_PAYMENT', 'PENDING'];
/** WAITING is the older spelling of WAITING_CONFIRM (same label); both wait for the seller. */
const AWAITING_SELLER: readonly OrderStatus[] = ['WAITING', 'WAITING_CONFIRM'];

/** Every allowed move. A status missing from every `from` is final (SUCCESS, REFUND_APPROVED, FAILED, CANCEL, EXPIRED). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderEvent, Transition>> = {
  paymentPending: { from: ['WAITING_PAYMENT'], to: 'PENDING', by: ['payment'] },
  paid: { from: UNPAID, to: 'WAITING_CONFIRM', by: ['payment'] },
  paymentFailed: { from: UNPAID, to: 'FAILED', by: ['payment', 'system'] },
  expire: { from: UNPAID, to: 'EXPIRED', by: ['system'] },
  cancel: { from: UNPAID, to: 'CANCEL', by: ['buyer', 'operator'] },
  confirm: { from: AWAITING_SELLER, to: 'PROCESS', by: ['operator'] },
  handToCourier: { from: ['PROCESS'], to: 'WAITING_COURIER', by: ['operator'] },
  ship: { from: ['PROCESS', 'WAITING_COURIER'], to: 'SHIPPED', by: ['operator'] },
  deliver: { from: ['SHIPPED'], to: 'DELIVERED', by: ['operator'] },
  finish: { from: ['DELIVERED'], to: 'SUCCESS', by: ['buyer', 'system'] },
  /** The buyer asks, or the shop's customer service asks on the buyer's behalf (back office, refunds:request). */
  requestRefund: { from: AWAITING_SELLER, to: 'REQUEST_REFUND', by: ['buyer', 'operator'] },
  approveRefund: { from: ['REQUEST_REFUND'], to: 'REFUND_APPROVED', by: ['operator'] },
  /** The shop refuses a refund request (with a reason the buyer reads): the order goes back to wait for the seller. */
  refuseRefund: { from: ['REQUEST_REFUND'], to: 'WAITING_CONFIRM', by: ['operator'] },
};

export const ORDER_EVENTS = Object.keys(ORDER_TRANSITIONS) as OrderEvent[];

/** The status after `event`, or null when this actor may not do it from `status`. */
export function nextOrderStatus(status: OrderStatus, event: OrderEvent, actor: OrderActor): OrderStatus | null {
  const move = ORDER_TRANSITIONS[event];
  return move.from.includes(status) && move.by.includes(actor) ? move.to : null;
}

/** The events this actor may trigger now, in declaration order. */
export const allowedOrderEvents = (status: OrderStatus, actor: OrderActor): OrderEvent[] =>
  ORDER_EVENTS.filter((e) => nextOrderStatus(status, e, actor) !== null);

/** No event leads anywhere from a final status. */
export const isFinalOrderStatus = (status: OrderStatus): boolean =>
  ORDER_EVENTS.every((e) => !ORDER_TRANSITIONS[e].from.includes(status));

/**
 * Moves that put the reserved units back on sale and give the spent points back: the order ends
 * unpaid, or the seller approved a refund before anything was shipped (refunds start in WAITING_CONFIRM).
 */
export const releasesReservation = (event: OrderEvent): boolean =>
  event === 'paymentFailed' || event === 'expire' || event === 'cancel' || event === 'approveRefund';
