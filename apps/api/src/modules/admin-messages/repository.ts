import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, outgoingMessages } from '../../db/schema';

export type MessageRow = typeof outgoingMessages.$inferSelect;
export type MessageWithInvoice = MessageRow & { invoice: string | null };

const withInvoice = { message: outgoingMessages, invoice: orders.invoice };
const flatten = (r: { message: MessageRow; invoice: string | null }): MessageWithInvoice => ({
  ...r.message,
  invoice: r.invoice,
});

/** The failed messages, latest try first (then newest), with their order's invoice; and how many there are. */
export async function listFailed(
  db: DbOrTx,
  q: { page: number; limit: number },
): Promise<{ rows: MessageWithInvoice[]; total: number }> {
  const failed = eq(outgoingMessages.status, 'failed');
  const [rows, [total]] = await Promise.all([
    db
      .select(withInvoice)
      .from(outgoingMessages)
      .leftJoin(orders, eq(orders.id, outgoingMessages.orderId))
      .where(failed)
      .orderBy(
        sql`${outgoingMessages.lastAttemptAt} desc nulls last`,
        desc(outgoingMessages.createdAt),
        desc(outgoingMessages.id),
      )
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(outgoingMessages).where(failed),
  ]);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

export async function messageById(db: DbOrTx, id: string): Promise<MessageWithInvoice | null> {
  const [row] = await db
    .select(withInvoice)
    .from(outgoingMessages)
    .leftJoin(orders, eq(orders.id, outgoingMessages.orderId))
    .where(eq(outgoingMessages.id, id));
  return row ? flatten(row) : null;
}

/**
 * Puts one failed message back in the queue (pending, due `now`, tries from zero), only while it is
 * still failed: of two parallel requests one changes the row, the other finds it pending. Answers
 * whether this call did it.
 */
export async function requeueOneFailed(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const again = await db
    .update(outgoingMessages)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(sql`${outgoingMessages.id} = ${id} and ${outgoingMessages.status} = 'failed'`)
    .returning({ id: outgoingMessages.id });
  return again.length > 0;
}
