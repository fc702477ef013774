import type { FastifyInstance } from 'fastify';
import { sumPickList } from '@rona/rules';
import {
  ADMIN_ORDER_ACTIONS,
  type AdminOrderAction,
  type AdminOrderDetail,
  type AdminOrderMoveResult,
} from '@rona/domain';
import type { StaffCaller } from '../../http/auth';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { checkStaffPermission } from '../../http/register-endpoint';
import type { DbOrTx } from '../../db/client';
import { addNotification } from '../activity/notifications';
import { recordAudit } from '../audit/record';
import { fill } from '../orders/messages';
import { linesOf, statusHistory } from '../orders/repository';
import { approveRefund } from '../orders/refunds';
import { shipOrder } from '../orders/shipment';
import { lockOrder, moveOrder, type MoveBy } from '../orders/transitions';
import { staffActor } from '../staff/service';
import { adminOrderMessages as m } from './messages';
import {
  insertNote,
  listAdminOrders,
  messagesOf,
  notesOf,
  orderByInvoice,
  ordersByInvoices,
  paymentsOf,
  tabCounts,
  vouchersOf,
  type OrderRow,
} from './repository';
import { ACTION_EVENTS, detailOf, listItemOf } from './views';

/** What the trail keeps of an order's move: the fields a move can change. */
const orderFields = (o: OrderRow) => ({
  status: o.status,
  waybill: o.waybill,
  refundAmount: o.refundAmount,
  refundApprovedAt: o.refundApprovedAt?.toISOString() ?? null,
  refundRefusal: o.refundRefusal,
});

interface MoveInput {
  action: AdminOrderAction;
  waybill?: string;
  reason?: string;
}

/** The orders workbench: lists with tab counts, the detail, moves (one or many), notes, pick lists and slips. */
export function adminOrderService(app: FastifyInstance) {
  const db = app.db;
  const now = () => app.clock.now();
  const pii = (caller: StaffCaller) => caller.permissions.includes('customers:pii');

  async function detail(invoice: string, caller: StaffCaller): Promise<AdminOrderDetail> {
    const order = await orderByInvoice(db, invoice);
    if (!order) throw notFound(m.notFound);
    const [lines, history, payments, messages, vouchers, notes] = await Promise.all([
      linesOf(db, [order.id]).then((map) => map.get(order.id) ?? []),
      statusHistory(db, order.id).then((rows) => [...rows].reverse()),
      paymentsOf(db, order.invoice),
      messagesOf(db, order.id),
      vouchersOf(db, order.id),
      notesOf(db, order.id),
    ]);
    return detailOf(order, { lines, history, payments, messages, vouchers, notes }, { pii: pii(caller), now: now() });
  }

  /** One order's move in the caller's transaction, with its audit row (both commit or neither). */
  async function moveIn(
    tx: DbOrTx,
    caller: StaffCaller,
    invoice: string,
    input: MoveInput,
    at: Date,
  ): Promise<OrderRow> {
    const order = await lockOrder(tx, { invoice });
    if (!order) throw notFound(m.notFound);
    const by: MoveBy = { id: caller.staffId, name: caller.name };
    const note = input.reason?.trim() || null;
    let moved: OrderRow;
    if (input.action === 'approve-refund') moved = await approveRefund(tx, order, { now: at, note, by });
    else if (input.action === 'ship') moved = await shipOrder(tx, order, { waybill: input.waybill, note, now: at, by });
    else if (input.action === 'refuse-refund') moved = await refuseRefund(tx, order, note, by, at);
    else if (input.action === 'request-refund') moved = await requestRefund(tx, order, note, by, at);
    else moved = await moveOrder(tx, order, ACTION_EVENTS[input.action], 'operator', { note, now: at, by });
    await recordAudit(tx, {
      actor: staffActor(caller),
      at,
      entity: 'order',
      entityId: order.invoice,
      action: `order.${input.action}`,
      before: orderFields(order),
      after: orderFields(moved),
    });
    return moved;
  }

  /** Customer service asks on the buyer's behalf: the buyer's own move (same statuses), the staff member as actor. */
  async function requestRefund(tx: DbOrTx, order: OrderRow, reason: string | null, by: MoveBy, at: Date) {
    if (!reason) throw badRequest(m.requestReasonRequired, [{ message: m.requestReasonRequired, field: 'reason' }]);
    return moveOrder(tx, order, 'requestRefund', 'operator', {
      note: reason,
      now: at,
      by,
      set: { refundReason: reason },
    });
  }

  /** The shop says no to a refund request: back to waiting for the seller, the buyer told why. */
  async function refuseRefund(tx: DbOrTx, order: OrderRow, reason: string | null, by: MoveBy, at: Date) {
    if (!reason) throw badRequest(m.refusalReasonRequired, [{ message: m.refusalReasonRequired, field: 'reason' }]);
    const moved = await moveOrder(tx, order, 'refuseRefund', 'operator', {
      note: reason,
      now: at,
      by,
      set: { refundRefusal: reason },
    });
    if (order.userId) {
      await addNotification(tx, {
        userId: order.userId,
        type: 'TRANSACTION',
        title: m.refusedTitle,
        description: fill(m.refusedText, { invoice: order.invoice, reason }),
        link: '/user/activity?action=transaction',
      });
    }
    return moved;
  }

  return {
    async list(caller: StaffCaller, q: Parameters<typeof listAdminOrders>[1]) {
      const at = now();
      const [{ rows, total }, counts] = await Promise.all([listAdminOrders(db, q), tabCounts(db, q)]);
      const lines = await linesOf(
        db,
        rows.map((r) => r.id),
      );
      return {
        datas: rows.map((o) =>
          listItemOf(o, {
            pii: pii(caller),
            now: at,
            itemCount: (lines.get(o.id) ?? []).reduce((n, l) => n + l.quantity, 0),
          }),
        ),
        page: {
          currentPage: q.page,
          totalPage: Math.max(1, Math.ceil(total / q.limit)),
          totalData: total,
          limit: q.limit,
        },
        counts,
      };
    },

    detail,

    async move(caller: StaffCaller, invoice: string, input: MoveInput): Promise<AdminOrderDetail> {
      checkStaffPermission(caller, ADMIN_ORDER_ACTIONS[input.action]);
      const at = now();
      await db.transaction((tx) => moveIn(tx, caller, invoice, input, at));
      app.responseCache.clear();
      return detail(invoice, caller);
    },

    /** Each order in its own transaction: one refusal does not undo the others. */
    async moveMany(
      caller: StaffCaller,
      input: { invoices: string[]; action: AdminOrderAction; waybills?: Record<string, string>; reason?: string },
    ): Promise<AdminOrderMoveResult[]> {
      checkStaffPermission(caller, ADMIN_ORDER_ACTIONS[input.action]);
      const results: AdminOrderMoveResult[] = [];
      for (const invoice of [...new Set(input.invoices)]) {
        try {
          const waybill = input.waybills?.[invoice];
          if (input.action === 'ship' && !waybill?.trim()) throw badRequest(fill(m.waybillMissingFor, { invoice }));
          const moved = await db.transaction((tx) =>
            moveIn(tx, caller, invoice, { action: input.action, waybill, reason: input.reason }, now()),
          );
          results.push({ invoice, ok: true, status: moved.status, message: null });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          results.push({ invoice, ok: false, status: null, message: error.message });
        }
      }
      app.responseCache.clear();
      return results;
    },

    async addNote(caller: StaffCaller, invoice: string, text: string) {
      const order = await orderByInvoice(db, invoice);
      if (!order) throw notFound(m.notFound);
      const at = now();
      const note = await db.transaction(async (tx) => {
        const row = await insertNote(tx, { orderId: order.id, staffId: caller.staffId, text, createdAt: at });
        await recordAudit(tx, {
          actor: staffActor(caller),
          at,
          entity: 'order',
          entityId: invoice,
          action: 'order.note',
          before: null,
          after: { note: text },
        });
        return row;
      });
      return { id: note.id, at: at.toISOString(), staff: { id: caller.staffId, name: caller.name }, text };
    },

    async pickList(invoices: string[]) {
      const orders = await ordersByInvoices(db, invoices);
      const lines = await linesOf(
        db,
        orders.map((o) => o.id),
      );
      return {
        invoices: orders.map((o) => o.invoice).sort(),
        lines: sumPickList(orders.map((o) => ({ lines: lines.get(o.id) ?? [] }))),
      };
    },

    async slips(invoices: string[]) {
      const orders = await ordersByInvoices(db, invoices);
      const lines = await linesOf(
        db,
        orders.map((o) => o.id),
      );
      const byInvoice = new Map(orders.map((o) => [o.invoice, o]));
      return invoices
        .map((i) => byInvoice.get(i))
        .filter((o): o is OrderRow => Boolean(o))
        .map((o) => {
          const a = o.address;
          return {
            invoice: o.invoice,
            waybill: o.waybill,
            recipientName: a.recipientName,
            phone: a.phone,
            address: [a.street, a.area.district, a.area.city, a.area.province, a.postalCode || a.area.postalCode]
              .filter(Boolean)
              .join(', '),
            courier: { shippingAgency: o.shipping.shippingAgency, serviceName: o.shipping.serviceName },
            lines: (lines.get(o.id) ?? []).map((l) => ({ name: l.name, size: l.size, quantity: l.quantity })),
          };
        });
    },
  };
}
