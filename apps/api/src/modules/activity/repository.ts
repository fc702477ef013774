import { and, desc, eq, sql } from 'drizzle-orm';
import type { NotificationType } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { notifications, subscribers, users } from '../../db/schema';

export type SubscriberRow = typeof subscribers.$inferSelect;

// ── inbox ───────────────────────────────────────────────────────────────────────────────────────

const inboxOf = (userId: string, type: NotificationType | undefined) =>
  and(eq(notifications.userId, userId), type ? eq(notifications.type, type) : undefined);

export async function notificationCount(db: DbOrTx, userId: string, type?: NotificationType): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(inboxOf(userId, type));
  return count?.n ?? 0;
}

/** One page of the member's inbox (of one type if given), newest first. */
export const notificationPage = (
  db: DbOrTx,
  userId: string,
  type: NotificationType | undefined,
  limit: number,
  offset: number,
) =>
  db
    .select()
    .from(notifications)
    .where(inboxOf(userId, type))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);

/** Marks the member's notification read; null when the member has no such notification. */
export async function markNotificationReadRow(db: DbOrTx, userId: string, id: string): Promise<string | null> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return row?.id ?? null;
}

export async function insertNotification(db: DbOrTx, values: typeof notifications.$inferInsert): Promise<string> {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  if (!row) throw new Error('notification insert returned no row');
  return row.id;
}

// ── newsletter subscribers ──────────────────────────────────────────────────────────────────────

export async function subscriberById(db: DbOrTx, id: string): Promise<SubscriberRow | null> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id));
  return row ?? null;
}

export async function setSubscriberPreferences(
  db: DbOrTx,
  id: string,
  preferences: SubscriberRow['preferences'],
): Promise<void> {
  await db.update(subscribers).set({ preferences }).where(eq(subscribers.id, id));
}

/** The member account with this e-mail, if there is one. */
export async function memberByEmail(db: DbOrTx, email: string): Promise<{ id: string; fullName: string } | null> {
  const [member] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(eq(users.email, email));
  return member ?? null;
}
