import { nextOrderStatus, releasesReservation, type OrderActor, type OrderEvent } from '@rona/rules';
import type { DbOrTx } from '../../db/client';
import { HttpError } from '../../http/errors';
import { recordOrderMove } from '../order-messages/record';
import { releaseReservation } from '../reservation/reservation';
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

/** What the order holds, given back (reservation module): only the winning move calls it. */
async function releaseHeld(tx: DbOrTx, order: OrderRow, now: Date) {
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
  if (releasesReservation(event)) await releaseHeld(tx, order, now);
  await recordOrderMove(tx, moved, event, now, opts.note);
  return moved;
}
