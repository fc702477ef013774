import { desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Points } from '@rona/domain';
import type { Database } from '../../db/client';
import { pointLogs } from '../../db/schema';

/** Points whose expiry falls within this window are shown as "expiring soon". */
export const EXPIRING_SOON_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

/**
 * The balance is the income that has not lapsed minus what was spent (never below 0); the log is
 * newest first. Expired income stays in the log, as the member earned it.
 */
export async function loadPoints(db: Database, userId: string, page: number, limit: number, now = new Date()): Promise<Points> {
  const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY);
  const live = or(isNull(pointLogs.expiresAt), gt(pointLogs.expiresAt, now));
  const [totals] = await db
    .select({
      income: sql<number>`coalesce(sum(${pointLogs.point}) filter (where ${pointLogs.type} = 'income' and ${live}), 0)::int`,
      expense: sql<number>`coalesce(sum(${pointLogs.point}) filter (where ${pointLogs.type} = 'expense'), 0)::int`,
      expiring: sql<number>`coalesce(sum(${pointLogs.point}) filter (where ${pointLogs.type} = 'income' and ${live} and ${lte(pointLogs.expiresAt, soon)}), 0)::int`,
      firstExpiry: sql<Date | string | null>`min(${pointLogs.expiresAt}) filter (where ${pointLogs.type} = 'income' and ${live} and ${lte(pointLogs.expiresAt, soon)})`,
      count: sql<number>`count(*)::int`,
    })
    .from(pointLogs)
    .where(eq(pointLogs.userId, userId));
  const rows = await db
    .select()
    .from(pointLogs)
    .where(eq(pointLogs.userId, userId))
    .orderBy(desc(pointLogs.createdAt), desc(pointLogs.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = totals?.count ?? 0;
  const totalPoint = Math.max(0, (totals?.income ?? 0) - (totals?.expense ?? 0));
  const expiring = Math.min(totals?.expiring ?? 0, totalPoint);
  const firstExpiry = totals?.firstExpiry ? new Date(totals.firstExpiry).toISOString() : null;
  return {
    datas: {
      points: rows.map((r) => ({ type: r.type, point: r.point, invoice: r.invoice, createdAt: r.createdAt.toISOString() })),
      totalPoint,
      expiredSoon: { point: expiring, expired: expiring > 0 ? firstExpiry : null },
    },
    page: { currentPage: page, totalPage: Math.ceil(total / limit), totalData: total, limit },
  };
}

/** How long earned points stay valid. */
export const POINT_VALIDITY_DAYS = 365;

/**
 * Writes one point-log entry: the order, QR-registration and refund flows call this. Income lapses
 * after POINT_VALIDITY_DAYS unless an expiry is given.
 */
export async function recordPoints(
  db: Database,
  entry: { userId: string; type: 'income' | 'expense'; point: number; invoice?: string | null; expiresAt?: Date | null },
  now = new Date(),
) {
  if (!Number.isInteger(entry.point) || entry.point <= 0) throw new Error('points must be a positive whole number');
  const expiresAt = entry.type === 'income' ? (entry.expiresAt ?? new Date(now.getTime() + POINT_VALIDITY_DAYS * DAY)) : null;
  await db.insert(pointLogs).values({ userId: entry.userId, type: entry.type, point: entry.point, invoice: entry.invoice ?? null, expiresAt, createdAt: now });
}
