import { and, eq, sql } from 'drizzle-orm';
import { nextOrderStatus, releasesReservation, type OrderActor, type OrderEvent } from '@rona/rules';
import type { Database } from '../../db/client';
import { orderLines, orderStatusHistory, orders, variants } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { releaseVoucherUse } from '../cart/cart-repository';
import { recordPoints } from '../account/points';
import { recordOrderMove } from '../order-messages/record';
import { orderMessages as m } from './messages';

export type OrderRow = typeof orders.$inferSelect;

/** The order locked for this transaction (FOR UPDATE), or null. */
export async function lockOrder(tx: Database, where: { invoice: string } | { id: string }): Promise<OrderRow | null> {
  const cond = 'invoice' in where ? eq(orders.invoice, where.invoice) : eq(orders.id, where.id);
  const [row] = await tx.select().from(orders).where(cond).for('update');
  return row ?? null;
}

/** Puts the order's units back on sale and gives the spent points back (once: only the winning move calls it). */
async function releaseReservation(tx: Database, order: OrderRow, now: Date) {
  const lines = await tx
    .select({ variantId: orderLines.variantId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  for (const line of lines) {
    if (line.variantId)
      await tx
        .update(variants)
        .set({ stock: sql`${variants.stock} + ${line.quantity}` })
        .where(eq(variants.id, line.variantId));
  }
  if (order.userId && order.pointsUsed > 0) {
    await recordPoints(
      tx,
      { userId: order.userId, type: 'income', point: order.pointsUsed, invoice: order.invoice },
      now,
    );
  }
  await releaseVoucherUse(tx, order.id);
}

/**
 * Moves an order through the state machine of `@rona/rules` (the one the API, the payment
 * settlement, the expiry job and the ops tool all use): checks the move, updates the status only
 * if it is still the one read (a parallel move wins at most once), writes the history row and,
 * for the moves that end an order unshipped, releases stock and points. Throws 409 when not allowed.
 */
export async function moveOrder(
  tx: Database,
  order: OrderRow,
  event: OrderEvent,
  actor: OrderActor,
  opts: { note?: string | null; now?: Date; set?: Partial<typeof orders.$inferInsert> } = {},
): Promise<OrderRow> {
  const now = opts.now ?? new Date();
  const to = nextOrderStatus(order.status, event, actor);
  if (!to) throw new HttpError(409, m.notAllowed, [{ message: m.notAllowed }]);
  const [moved] = await tx
    .update(orders)
    .set({ ...opts.set, status: to, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!moved) throw new HttpError(409, m.notAllowed, [{ message: m.notAllowed }]);
  await tx
    .insert(orderStatusHistory)
    .values({ orderId: order.id, status: to, at: now, actor, note: opts.note ?? null });
  if (releasesReservation(event)) await releaseReservation(tx, order, now);
  await recordOrderMove(tx, moved, event, now, opts.note);
  return moved;
}
