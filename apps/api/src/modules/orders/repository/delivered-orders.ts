import { and, asc, eq, exists, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderStatusHistory, orders } from '../../../db/schema';

/**
 * DELIVERED orders delivered at or before `deliveredBy`, oldest first, locked for this transaction
 * (FOR UPDATE SKIP LOCKED: a parallel run takes other orders, never the same one).
 */
export function lockDeliveredBefore(db: DbOrTx, deliveredBy: Date, batch: number) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'DELIVERED'),
        exists(
          db
            .select({ one: orderStatusHistory.id })
            .from(orderStatusHistory)
            .where(
              and(
                eq(orderStatusHistory.orderId, orders.id),
                eq(orderStatusHistory.status, 'DELIVERED'),
                lte(orderStatusHistory.at, deliveredBy),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(batch)
    .for('update', { skipLocked: true });
}
