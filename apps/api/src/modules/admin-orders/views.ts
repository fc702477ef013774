import type { AdminOrderAction, AdminOrderDetail, AdminOrderListItem, AuditActorKind, OrderStatus } from '@rona/domain';
import { allowedOrderEvents, isLateToShip, maskEmail, maskPhone, maskUsername, shipByTime } from '@rona/rules';
import type { OrderLineRow } from '../orders/repository';
import type { StatusHistoryRow } from '../orders/repository';
import { refundApprovable, refundOf } from '../orders/refunds';
import type { messagesOf, notesOf, OrderRow, paymentsOf, vouchersOf } from './repository';

/** The workbench's words for the state machine's operator events ('process' is another name for 'confirm'). */
export const ACTION_EVENTS = {
  confirm: 'confirm',
  process: 'confirm',
  courier: 'handToCourier',
  ship: 'ship',
  deliver: 'deliver',
  'request-refund': 'requestRefund',
  'approve-refund': 'approveRefund',
  'refuse-refund': 'refuseRefund',
} as const satisfies Record<AdminOrderAction, string>;

const SHIPPED_OR_LATER: ReadonlySet<OrderStatus> = new Set(['SHIPPED', 'DELIVERED', 'SUCCESS']);
const NOT_SHIPPING: ReadonlySet<OrderStatus> = new Set([
  'CANCEL',
  'EXPIRED',
  'FAILED',
  'REQUEST_REFUND',
  'REFUND_APPROVED',
]);

/** The moves this order allows now, as buttons (the caller's keys are the UI's business). */
export function actionsOf(order: OrderRow): AdminOrderAction[] {
  const events = allowedOrderEvents(order.status, 'operator');
  const out: AdminOrderAction[] = [];
  for (const action of ['confirm', 'courier', 'ship', 'deliver', 'request-refund'] as const)
    if ((events as string[]).includes(ACTION_EVENTS[action])) out.push(action);
  if (refundApprovable(order)) out.push('approve-refund');
  if (order.status === 'REQUEST_REFUND') out.push('refuse-refund');
  return out;
}

export function shipByOf(order: OrderRow, now: Date): { shipBy: string | null; late: boolean } {
  if (!order.paidAt || NOT_SHIPPING.has(order.status)) return { shipBy: null, late: false };
  const by = shipByTime(order.paidAt);
  return { shipBy: by.toISOString(), late: isLateToShip(by, now, SHIPPED_OR_LATER.has(order.status)) };
}

function buyerOf(order: OrderRow, pii: boolean) {
  const c = order.contact;
  return {
    name: pii ? c.name : maskUsername(c.name),
    email: pii ? c.email : maskEmail(c.email),
    phone: pii ? c.phone : maskPhone(c.phone),
    guest: order.guest,
    userId: order.userId,
    masked: !pii,
  };
}

export function listItemOf(order: OrderRow, opts: { pii: boolean; now: Date; itemCount: number }): AdminOrderListItem {
  return {
    invoice: order.invoice,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    ...shipByOf(order, opts.now),
    buyer: buyerOf(order, opts.pii),
    grandTotal: order.grandTotal,
    itemCount: opts.itemCount,
    courier: { shippingAgency: order.shipping.shippingAgency, serviceName: order.shipping.serviceName },
    waybill: order.waybill,
    refundDue: refundApprovable(order),
    actions: actionsOf(order),
  };
}

const HISTORY_NAMES: Record<StatusHistoryRow['actor'], { kind: AuditActorKind; name: string }> = {
  buyer: { kind: 'buyer', name: 'Pembeli' },
  payment: { kind: 'payment', name: 'Pembayaran' },
  system: { kind: 'system', name: 'Sistem' },
  // Moves before the back office, and those of `npm run ops`, were the operator tool's.
  operator: { kind: 'ops', name: 'ops' },
};

function historyActor(h: StatusHistoryRow) {
  if (h.actor === 'operator' && h.actorId) return { kind: 'staff' as const, id: h.actorId, name: h.actorName ?? '' };
  const base = HISTORY_NAMES[h.actor];
  return { kind: base.kind, id: null, name: h.actorName ?? base.name };
}

export interface DetailParts {
  lines: OrderLineRow[];
  history: StatusHistoryRow[];
  payments: Awaited<ReturnType<typeof paymentsOf>>;
  messages: Awaited<ReturnType<typeof messagesOf>>;
  vouchers: Awaited<ReturnType<typeof vouchersOf>>;
  notes: Awaited<ReturnType<typeof notesOf>>;
}

export function detailOf(order: OrderRow, parts: DetailParts, opts: { pii: boolean; now: Date }): AdminOrderDetail {
  const a = order.address;
  const { pii } = opts;
  return {
    ...listItemOf(order, { ...opts, itemCount: parts.lines.reduce((n, l) => n + l.quantity, 0) }),
    uuid: order.guestUuid,
    expiresAt: order.expiresAt.toISOString(),
    address: {
      recipientName: pii ? a.recipientName : maskUsername(a.recipientName),
      phone: pii ? a.phone : maskPhone(a.phone),
      street: pii ? a.street : '***',
      district: a.area.district,
      city: a.area.city,
      province: a.area.province,
      postalCode: a.postalCode || a.area.postalCode,
    },
    lines: parts.lines.map((l) => ({
      variantId: l.variantId,
      name: l.name,
      size: l.size,
      image: l.image,
      quantity: l.quantity,
      price: l.price,
      finalPrice: l.finalPrice,
      total: l.finalPrice * l.quantity,
    })),
    summary: order.summary,
    shipping: {
      shippingAgency: order.shipping.shippingAgency,
      serviceName: order.shipping.serviceName,
      serviceType: order.shipping.serviceType,
      insurance: order.shipping.insurance,
      insuranceFee: order.summary.serviceInsurance,
    },
    paymentCode: order.paymentCode,
    payments: parts.payments.map(({ payment: p, notifications }) => ({
      provider: p.provider,
      methodCode: p.methodCode,
      amount: p.amount,
      status: p.status,
      requestId: p.requestId,
      createdAt: p.createdAt.toISOString(),
      paidAt: p.paidAt?.toISOString() ?? null,
      expiresAt: p.expiresAt.toISOString(),
      notifications: notifications.map((n) => ({
        receivedAt: n.receivedAt.toISOString(),
        processed: n.processed,
        requestId: n.requestId,
      })),
    })),
    pointsUsed: order.pointsUsed,
    cashback: order.cashback,
    vouchers: parts.vouchers,
    refund: refundOf(order),
    refundReason: order.refundReason,
    refundRefusal: order.refundRefusal,
    history: parts.history.map((h) => ({
      status: h.status,
      at: h.at.toISOString(),
      actor: historyActor(h),
      note: h.note,
    })),
    messages: parts.messages.map((msg) => ({
      kind: msg.kind,
      channel: msg.channel,
      recipient: pii ? msg.recipient : msg.channel === 'email' ? maskEmail(msg.recipient) : maskPhone(msg.recipient),
      state: msg.status,
      attempts: msg.attempts,
      createdAt: msg.createdAt.toISOString(),
      sentAt: msg.sentAt?.toISOString() ?? null,
      lastError: msg.lastError,
    })),
    notes: parts.notes.map((n) => ({
      id: n.id,
      at: n.at.toISOString(),
      staff: { id: n.staffId, name: n.staffName },
      text: n.text,
    })),
  };
}
