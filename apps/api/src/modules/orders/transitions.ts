import { nextOrderStatus, releasesReservation, type OrderActor, type OrderEvent } from '@rona/rules';
import type { StockMovementReason } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { OPS_ACTOR, SYSTEM_ACTOR, type AuditActor } from '../audit/record';
import { HttpError } from '../../http/errors';
import { recordOrderMove } from '../order-messages/record';
import { releaseReservation, type StockCause } from '../reservation/reservation';
import { orderMessages as m } from './messages';
import {
  insertStatusHistory,
  lineUnits,
  lockOrder,
  updateOrderStatus,
  type NewOrder,
  type OrderRow,
} from './repository';

export { lockOrder, type OrderRow };

/** Who exactly made an operator's move: a staff member (id, name), or the operator tool (id null, name 'ops'). */
export interface MoveBy {
  id: string | null;
  name: string;
}

/** Why the units come back (the stock ledger's reason), per move that releases an order. */
const RELEASE_REASONS: Partial<Record<OrderEvent, StockMovementReason>> = {
  expire: 'pesanan_kedaluwarsa',
  paymentFailed: 'pembayaran_gagal',
  cancel: 'pesanan_batal',
  approveRefund: 'pengembalian_dana',
};

/** Who the ledger names for a move: the staff member or ops when known, else the buyer, the payment or the shop. */
function stockActor(order: OrderRow, actor: OrderActor, by: MoveBy | undefined): AuditActor {
  if (by) return by.id ? { kind: 'staff', id: by.id, name: by.name } : OPS_ACTOR;
  if (actor === 'buyer') return { kind: 'buyer', id: order.userId, name: order.contact.name };
  if (actor === 'payment') return { kind: 'payment', id: null, name: 'Pembayaran' };
  return actor === 'operator' ? OPS_ACTOR : SYSTEM_ACTOR;
}

/** What the order holds, given back (reservation module): only the winning move calls it. */
async function releaseHeld(tx: DbOrTx, order: OrderRow, now: Date, cause: StockCause) {
  await releaseReservation(
    tx,
    {
      orderId: order.id,
      invoice: order.invoice,
      userId: order.userId,
      lines: await lineUnits(tx, order.id),
      pointsUsed: order.pointsUsed,
    },
    now,
    cause,
  );
}

/**
 * Moves an order through the state machine of `@rona/rules` (the one the API, the payment
 * settlement, the expiry job and the ops tool all use): checks the move, updates the status only
 * if it is still the one read (a parallel move wins at most once), writes the history row and,
 * for the moves that end an order unshipped, releases stock and points. Throws 409 when not allowed.
 */
export async function moveOrder(
  tx: DbOrTx,
  order: OrderRow,
  event: OrderEvent,
  actor: OrderActor,
  opts: { note?: string | null; now?: Date; set?: Partial<NewOrder>; by?: MoveBy } = {},
): Promise<OrderRow> {
  const now = opts.now ?? new Date();
  const to = nextOrderStatus(order.status, event, actor);
  if (!to) throw new HttpError(409, m.notAllowed, [{ message: m.notAllowed }]);
  const moved = await updateOrderStatus(tx, order, to, now, opts.set);
  if (!moved) throw new HttpError(409, m.notAllowed, [{ message: m.notAllowed }]);
  await insertStatusHistory(tx, {
    orderId: order.id,
    status: to,
    at: now,
    actor,
    actorId: opts.by?.id ?? null,
    actorName: opts.by?.name ?? null,
    note: opts.note ?? null,
  });
  if (releasesReservation(event)) {
    const reason = RELEASE_REASONS[event] ?? 'pesanan_batal';
    await releaseHeld(tx, order, now, { reason, actor: stockActor(order, actor, opts.by) });
  }
  await recordOrderMove(tx, moved, event, now, opts.note);
  return moved;
}
