import { ORDER_STATUSES, type OrderStatus } from '@rona/domain';
import { allowedOrderEvents, formatRupiah, type OrderEvent } from '@rona/rules';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { MESSAGES_USAGE, messagesCommand } from '../modules/order-messages/ops';
import { OPS_ACTOR, recordAudit } from '../modules/audit/record';
import { STAFF_USAGE, staffAddCommand } from '../modules/staff/ops';
import { expireOverdueOrders } from '../modules/orders/settlement';
import { completeDeliveredOrders } from '../modules/orders/auto-complete';
import { approveRefund, refundApprovable, refundOf } from '../modules/orders/refunds';
import { listOrders } from '../modules/orders/repository';
import { lockOrder, moveOrder, type OrderRow } from '../modules/orders/transitions';
import { orderMessages } from '../modules/orders/messages';
import { normalizeWaybill, shipOrder } from '../modules/orders/shipment';

/** The operator's words for the fulfilment moves (`process` is another name for `confirm`). */
export const OPS_ACTIONS: Readonly<Record<string, OrderEvent>> = {
  confirm: 'confirm',
  process: 'confirm',
  courier: 'handToCourier',
  ship: 'ship',
  deliver: 'deliver',
  'approve-refund': 'approveRefund',
};

export const OPS_USAGE = [
  'npm run ops -- list [--status STATUS] [--refund-due] [--limit N]   (--refund-due: money to pay back, not yet approved)',
  `npm run ops -- advance <invoice> <${Object.keys(OPS_ACTIONS).join('|')}> [--note TEXT] [--waybill RESI]   (ship: --waybill required)`,
  'npm run ops -- expire-overdue [--invoice INVOICE] [--as-of ISO-TIME]   (--as-of: not in production)',
  'npm run ops -- complete-delivered [--as-of ISO-TIME]   (finish orders delivered ORDER_AUTO_COMPLETE_DAYS ago; --as-of: not in production)',
  MESSAGES_USAGE,
  STAFF_USAGE,
].join('\n');

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

const actionsFor = (order: Pick<OrderRow, 'status' | 'refundDueAt' | 'refundApprovedAt'>) =>
  Object.entries(OPS_ACTIONS)
    .filter(([word, e]) =>
      word === 'approve-refund' ? refundApprovable(order) : allowedOrderEvents(order.status, 'operator').includes(e),
    )
    .map(([word]) => word);

/** Asking for help is not misuse: the usage, exit 0. */
export const isHelp = (args: string[]) =>
  args.length > 0 && args.every((a) => a === '--help' || a === '-h' || a === 'help');

const refundNote = (o: OrderRow) => {
  if (o.refundApprovedAt) return `  dikembalikan ${formatRupiah(o.refundAmount ?? 0)}`;
  const due = refundOf(o);
  return due ? `  refund ${formatRupiah(due.amount)}${due.latePayment ? ' (bayar setelah ditutup)' : ''}` : '';
};

/**
 * The operator tool (the spec has no back office): lists orders and moves them through the same
 * state machine and `moveOrder` the API uses. Answers the lines to print; throws Error on misuse.
 */
export async function runOps(
  db: Database,
  args: string[],
  now = new Date(),
  opts: { production?: boolean; autoCompleteDays?: number } = {},
): Promise<string[]> {
  const [command, ...rest] = args;
  if (isHelp(args)) return OPS_USAGE.split('\n');
  if (command === 'list') {
    const status = option(rest, 'status')?.toUpperCase();
    if (status && !(ORDER_STATUSES as readonly string[]).includes(status))
      throw new Error(`Status tidak dikenal: ${status}`);
    const limit = Number(option(rest, 'limit') ?? 50);
    const rows = await listOrders(db, {
      status: status as OrderStatus | undefined,
      refundDue: rest.includes('--refund-due'),
      limit: Number.isInteger(limit) && limit > 0 ? limit : 50,
    });
    if (!rows.length) return ['Tidak ada pesanan.'];
    return rows.map(
      (o) =>
        [
          o.invoice,
          o.status.padEnd(15),
          o.createdAt.toISOString(),
          `Rp ${o.grandTotal}`,
          o.guest ? 'tamu' : 'member',
          o.contact.name,
          `→ ${actionsFor(o).join(', ') || '-'}`,
        ].join('  ') + refundNote(o),
    );
  }
  if (command === 'advance') {
    const [invoice, word] = rest;
    const event = word ? OPS_ACTIONS[word] : undefined;
    if (!invoice || !event) throw new Error(OPS_USAGE);
    const note = option(rest, 'note') ?? null;
    const waybill = option(rest, 'waybill');
    const moved = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, { invoice });
      if (!order) throw new Error(`Pesanan ${invoice} tidak ditemukan`);
      // Shipping records the courier's receipt number (issue 16): the tracking timeline follows it.
      if (event === 'ship' && !normalizeWaybill(waybill))
        throw new Error(waybill ? orderMessages.waybillInvalid : `${orderMessages.waybillRequired}: --waybill <resi>`);
      try {
        const by = { id: null, name: OPS_ACTOR.name };
        // A refund is recorded (amount, date) and the member told, whichever way it is owed.
        const moved =
          event === 'approveRefund'
            ? await approveRefund(tx, order, { note, now, by })
            : event === 'ship'
              ? await shipOrder(tx, order, { waybill, note, now, by })
              : await moveOrder(tx, order, event, 'operator', { note, now, by });
        // The operator tool is a machine identity in the audit trail (decision 022).
        await recordAudit(tx, {
          actor: OPS_ACTOR,
          at: now,
          entity: 'order',
          entityId: order.invoice,
          action: `order.${word}`,
          before: { status: order.status, waybill: order.waybill, refundAmount: order.refundAmount },
          after: { status: moved.status, waybill: moved.waybill, refundAmount: moved.refundAmount },
        });
        return moved;
      } catch (error) {
        if (error instanceof HttpError)
          throw new Error(
            `${invoice} berstatus ${order.status}: '${word}' tidak bisa (bisa: ${actionsFor(order).join(', ') || '-'})`,
          );
        throw error;
      }
    });
    if (event === 'approveRefund')
      return [`${moved.invoice}: ${moved.status}, dana dikembalikan ${formatRupiah(moved.refundAmount ?? 0)}`];
    return [`${moved.invoice}: ${moved.status}`];
  }
  if (command === 'expire-overdue') {
    // A tester's clock: run the same expiry job as it would run at a later time (never in production).
    const asOf = option(rest, 'as-of');
    if (asOf !== undefined && opts.production) throw new Error('--as-of tidak tersedia di produksi');
    const at = asOf === undefined ? now : new Date(asOf);
    if (Number.isNaN(at.getTime())) throw new Error(`Waktu tidak valid: ${asOf}`);
    const expired = await expireOverdueOrders(db, at, { invoice: option(rest, 'invoice') });
    return expired.length ? expired.map((i) => `${i}: EXPIRED`) : ['Tidak ada pesanan yang kedaluwarsa.'];
  }
  if (command === 'complete-delivered') {
    // The auto-completion job on demand (issue 16), at a tester's later clock outside production.
    const asOf = option(rest, 'as-of');
    if (asOf !== undefined && opts.production) throw new Error('--as-of tidak tersedia di produksi');
    const at = asOf === undefined ? now : new Date(asOf);
    if (Number.isNaN(at.getTime())) throw new Error(`Waktu tidak valid: ${asOf}`);
    const finished = await completeDeliveredOrders(db, at, { days: opts.autoCompleteDays ?? 7 });
    return finished.length ? finished.map((i) => `${i}: SUCCESS`) : ['Tidak ada pesanan yang selesai otomatis.'];
  }
  if (command === 'messages') return messagesCommand(db, rest, now);
  if (command === 'staff-add') return staffAddCommand(db, rest, now);
  throw new Error(OPS_USAGE);
}
