import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderStatusHistory } from '../../../db/schema';

export type StatusHistoryRow = typeof orderStatusHistory.$inferSelect;

/** One row of an order's status history (who moved it where, when, with the operator's note). */
export async function insertStatusHistory(
  db: DbOrTx,
  row: Omit<typeof orderStatusHistory.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(orderStatusHistory).values(row);
}

/** An order's status history, newest first. */
export function statusHistory(db: DbOrTx, orderId: string): Promise<StatusHistoryRow[]> {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(desc(orderStatusHistory.at), desc(orderStatusHistory.id));
}
