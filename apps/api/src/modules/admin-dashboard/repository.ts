import { and, asc, count, eq, gt, gte, inArray, isNotNull, isNull, lt, min, sql, sum } from 'drizzle-orm';
import type { OrderStatus } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { orderStatusHistory, orders, outgoingMessages } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** WIB is UTC+7 all year: a WIB day number is (epoch seconds + 7 h) / 1 day. */
const WIB_OFFSET_S = 7 * 60 * 60;

/** Orders paid in [from, to): how many and their grand totals. */
export async function paidBetween(db: DbOrTx, from: Date, to: Date): Promise<{ orders: number; revenue: number }> {
  const [row] = await db
    .select({ n: count(), revenue: sum(orders.grandTotal) })
    .from(orders)
    .where(and(gte(orders.paidAt, from), lt(orders.paidAt, to)));
  return { orders: Number(row?.n ?? 0), revenue: Number(row?.revenue ?? 0) };
}

/** Paid orders and revenue per WIB day (epoch day number in WIB) for payments in [from, to). */
export async function paidPerDay(
  db: DbOrTx,
  from: Date,
  to: Date,
): Promise<Map<number, { orders: number; revenue: number }>> {
  // The offset inlined (not a parameter), so GROUP BY repeats the very same expression.
  const dayNo = sql<number>`floor((extract(epoch from ${orders.paidAt}) + ${sql.raw(String(WIB_OFFSET_S))}) / 86400)::int`;
  const rows = await db
    .select({ day: dayNo, n: count(), revenue: sum(orders.grandTotal) })
    .from(orders)
    .where(and(gte(orders.paidAt, from), lt(orders.paidAt, to)))
    .groupBy(dayNo);
  return new Map(rows.map((r) => [Number(r.day), { orders: Number(r.n), revenue: Number(r.revenue ?? 0) }]));
}

/** A moment's WIB day number (as `paidPerDay` keys it). */
export const wibDayNumber = (at: Date): number => Math.floor((at.getTime() / 1000 + WIB_OFFSET_S) / 86400);
export const dayNumberStart = (day: number): Date => new Date(day * DAY_MS - WIB_OFFSET_S * 1000);

/**
 * When the longest-waiting order of each status entered it (its latest history row for that
 * status; the order's last update when the history has none), over the orders in these statuses.
 */
export async function oldestSinceByStatus(db: DbOrTx, statuses: OrderStatus[]): Promise<Map<OrderStatus, Date>> {
  if (!statuses.length) return new Map();
  const perOrder = db
    .select({
      status: orders.status,
      entered: sql<Date>`coalesce(max(${orderStatusHistory.at}), ${orders.updatedAt})`.as('entered'),
    })
    .from(orders)
    .leftJoin(
      orderStatusHistory,
      and(eq(orderStatusHistory.orderId, orders.id), eq(orderStatusHistory.status, orders.status)),
    )
    .where(inArray(orders.status, statuses))
    .groupBy(orders.id, orders.status, orders.updatedAt)
    .as('waiting');
  const rows = await db
    .select({ status: perOrder.status, oldest: min(perOrder.entered) })
    .from(perOrder)
    .groupBy(perOrder.status);
  return new Map(rows.filter((r) => r.oldest).map((r) => [r.status, new Date(r.oldest as unknown as string)]));
}

/** Late payments owed back (any status but REQUEST_REFUND, not approved): the oldest one's due time. */
export async function oldestLateRefundDue(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ oldest: min(orders.refundDueAt) })
    .from(orders)
    .where(
      and(isNotNull(orders.refundDueAt), isNull(orders.refundApprovedAt), sql`${orders.status} <> 'REQUEST_REFUND'`),
    );
  return row?.oldest ? new Date(row.oldest) : null;
}

const unshippedPaid = (statuses: OrderStatus[]) => and(inArray(orders.status, statuses), isNotNull(orders.paidAt));

/** Paid orders not yet with the courier, paid in [from, to): the ones the ship-by rule must decide. */
export function unshippedPaidBetween(db: DbOrTx, statuses: OrderStatus[], from: Date, to: Date) {
  return db
    .select({ status: orders.status, paidAt: orders.paidAt })
    .from(orders)
    .where(and(unshippedPaid(statuses), gte(orders.paidAt, from), lt(orders.paidAt, to)));
}

/** How many paid orders not yet with the courier were paid before `before`, and the earliest paid of them. */
export async function unshippedPaidBefore(
  db: DbOrTx,
  statuses: OrderStatus[],
  before: Date,
): Promise<{ count: number; earliest: { status: OrderStatus; paidAt: Date } | null }> {
  const where = and(unshippedPaid(statuses), lt(orders.paidAt, before));
  const [[row], [earliest]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(where),
    db
      .select({ status: orders.status, paidAt: orders.paidAt })
      .from(orders)
      .where(where)
      .orderBy(asc(orders.paidAt))
      .limit(1),
  ]);
  return {
    count: Number(row?.n ?? 0),
    earliest: earliest?.paidAt ? { status: earliest.status, paidAt: earliest.paidAt } : null,
  };
}

/** Orders waiting for their payment that can still take it: how many and their total. */
export async function awaitingPayment(
  db: DbOrTx,
  statuses: OrderStatus[],
  now: Date,
): Promise<{ count: number; amount: number }> {
  const [row] = await db
    .select({ n: count(), amount: sum(orders.grandTotal) })
    .from(orders)
    .where(and(inArray(orders.status, statuses), gt(orders.expiresAt, now)));
  return { count: Number(row?.n ?? 0), amount: Number(row?.amount ?? 0) };
}

/** Messages the outbox gave up on. */
export async function failedMessageCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outgoingMessages).where(eq(outgoingMessages.status, 'failed'));
  return Number(row?.n ?? 0);
}
