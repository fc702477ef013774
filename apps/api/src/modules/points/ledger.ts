import type { DbOrTx } from '../../db/client';
import { pointLogs } from '../../db/schema';

const DAY = 24 * 60 * 60 * 1000;

/** How long earned points stay valid. */
export const POINT_VALIDITY_DAYS = 365;

/**
 * Writes one point-log entry: the order, QR-registration and refund flows call this. Income lapses
 * after POINT_VALIDITY_DAYS unless an expiry is given.
 */
export async function recordPoints(
  db: DbOrTx,
  entry: {
    userId: string;
    type: 'income' | 'expense';
    point: number;
    invoice?: string | null;
    expiresAt?: Date | null;
    /** Why staff added or took them (the member reads it in Poin Saya). */
    note?: string | null;
  },
  now = new Date(),
) {
  if (!Number.isInteger(entry.point) || entry.point <= 0) throw new Error('points must be a positive whole number');
  const expiresAt =
    entry.type === 'income' ? (entry.expiresAt ?? new Date(now.getTime() + POINT_VALIDITY_DAYS * DAY)) : null;
  await db.insert(pointLogs).values({
    userId: entry.userId,
    type: entry.type,
    point: entry.point,
    invoice: entry.invoice ?? null,
    note: entry.note ?? null,
    expiresAt,
    createdAt: now,
  });
}
