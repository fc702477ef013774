import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outgoingMessages, subscribers, users, type OutgoingStatus } from '../../db/schema';

export type OutgoingRow = typeof outgoingMessages.$inferSelect;
export type NewOutgoing = typeof outgoingMessages.$inferInsert;

/** Writes outbox rows; a key already there is left alone (a repeat is one message). */
export async function insertOutgoing(db: DbOrTx, rows: NewOutgoing[]): Promise<void> {
  await db.insert(outgoingMessages).values(rows).onConflictDoNothing({ target: outgoingMessages.key });
}

/**
 * The ids of pending messages due at `now` and not leased (or whose lease ended), soonest first,
 * locked FOR UPDATE SKIP LOCKED (a row another worker is claiming is passed over, never waited on).
 */
export async function lockDueMessageIds(db: DbOrTx, now: Date, batch: number): Promise<string[]> {
  const due = await db
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(
      and(
        eq(outgoingMessages.status, 'pending'),
        lte(outgoingMessages.nextAttemptAt, now),
        or(isNull(outgoingMessages.lockedUntil), lte(outgoingMessages.lockedUntil, now)),
      ),
    )
    .orderBy(asc(outgoingMessages.nextAttemptAt))
    .limit(batch)
    .for('update', { skipLocked: true });
  return due.map((d) => d.id);
}

/** Leases these messages until `until` and counts a try on each, tried at `now`; answers them. */
export function leaseMessages(db: DbOrTx, ids: string[], now: Date, until: Date): Promise<OutgoingRow[]> {
  return db
    .update(outgoingMessages)
    .set({ lockedUntil: until, lastAttemptAt: now, attempts: sql`${outgoingMessages.attempts} + 1` })
    .where(inArray(outgoingMessages.id, ids))
    .returning();
}

/** Updates a leased message and ends its lease, only while that lease still holds it (`lockedUntil` unchanged). */
export async function settleLeased(
  db: DbOrTx,
  row: Pick<OutgoingRow, 'id' | 'lockedUntil'>,
  set: Partial<NewOutgoing>,
): Promise<void> {
  await db
    .update(outgoingMessages)
    .set({ ...set, lockedUntil: null })
    .where(and(eq(outgoingMessages.id, row.id), eq(outgoingMessages.lockedUntil, row.lockedUntil!)));
}

/**
 * Every failed message pending again, due at `now`, tries reset. The failed rows are locked first
 * (run it in a transaction), so what it answers — each re-queued message as it was — is exactly
 * what it changed.
 */
export async function requeueFailed(
  tx: DbOrTx,
  now: Date,
): Promise<Pick<OutgoingRow, 'id' | 'status' | 'attempts' | 'lastError'>[]> {
  const failed = await tx
    .select({
      id: outgoingMessages.id,
      status: outgoingMessages.status,
      attempts: outgoingMessages.attempts,
      lastError: outgoingMessages.lastError,
    })
    .from(outgoingMessages)
    .where(eq(outgoingMessages.status, 'failed'))
    .orderBy(asc(outgoingMessages.createdAt), asc(outgoingMessages.id))
    .for('update');
  if (!failed.length) return [];
  const ids = failed.map((r) => r.id);
  const again = await tx
    .update(outgoingMessages)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(and(inArray(outgoingMessages.id, ids), eq(outgoingMessages.status, 'failed')))
    .returning({ id: outgoingMessages.id });
  const done = new Set(again.map((r) => r.id));
  return failed.filter((r) => done.has(r.id));
}

/** The newest messages with these statuses. */
export function listOutgoing(db: DbOrTx, statuses: OutgoingStatus[], limit: number): Promise<OutgoingRow[]> {
  return db
    .select()
    .from(outgoingMessages)
    .where(and(inArray(outgoingMessages.status, statuses)))
    .orderBy(desc(outgoingMessages.createdAt))
    .limit(limit);
}

/** A member's e-mail and phone (and whether the phone is verified), or null. */
export async function memberAddresses(db: DbOrTx, userId: string) {
  const [u] = await db
    .select({ email: users.email, phone: users.phone, phoneVerified: users.phoneVerified })
    .from(users)
    .where(eq(users.id, userId));
  return u ?? null;
}

/** A newsletter subscriber, or null. */
export async function subscriberById(db: DbOrTx, id: string) {
  const [s] = await db.select().from(subscribers).where(eq(subscribers.id, id));
  return s ?? null;
}
