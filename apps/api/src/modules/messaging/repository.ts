import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxMessages, type OutboxChannel } from '../../db/schema';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export async function insertOutboxMessage(
  db: DbOrTx,
  values: Pick<typeof outboxMessages.$inferInsert, 'channel' | 'recipient' | 'subject' | 'text' | 'html' | 'data'>,
): Promise<void> {
  await db.insert(outboxMessages).values(values);
}

/** Newest first, of one recipient (as stored) and one channel when given. */
export const outboxRows = (
  db: DbOrTx,
  filter: { recipient?: string; channel?: OutboxChannel; limit: number },
): Promise<OutboxRow[]> =>
  db
    .select()
    .from(outboxMessages)
    .where(
      and(
        filter.recipient ? eq(outboxMessages.recipient, filter.recipient) : undefined,
        filter.channel ? eq(outboxMessages.channel, filter.channel) : undefined,
      ),
    )
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(filter.limit);
