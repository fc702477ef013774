import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders, orderStatusHistory, reviews, users } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;

export async function authorOf(db: DbOrTx, userId: string): Promise<{ fullName: string; image: string | null } | null> {
  const [u] = await db.select({ fullName: users.fullName, image: users.image }).from(users).where(eq(users.id, userId));
  return u ?? null;
}

/** Lines with a review, or lines without one. */
const lineFilter = (reviewed: boolean) => (reviewed ? isNotNull(reviews.id) : isNull(reviews.id));

/**
 * One page of the member's finished orders whose lines are all reviewed or still to review
 * (`reviewed`), newest first, and how many there are.
 */
export async function reviewOrderPage(
  db: DbOrTx,
  userId: string,
  reviewed: boolean,
  limit: number,
  offset: number,
): Promise<{ orderIds: string[]; total: number }> {
  const base = db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .leftJoin(reviews, eq(reviews.orderLineId, sql`${orderLines.id}::text`))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'SUCCESS'), lineFilter(reviewed)))
    .groupBy(orders.id, orders.updatedAt);
  const [ids, [count]] = await Promise.all([
    base.orderBy(desc(orders.updatedAt), orders.id).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(base.as('matching')),
  ]);
  return { orderIds: ids.map((o) => o.id), total: count?.n ?? 0 };
}

/** The orders' invoices, their lines (reviewed or not, as asked) with the review, and when each was delivered. */
export async function reviewOrderDetails(db: DbOrTx, orderIds: string[], reviewed: boolean) {
  const [orderRows, lines, received] = await Promise.all([
    db.select({ id: orders.id, invoice: orders.invoice }).from(orders).where(inArray(orders.id, orderIds)),
    db
      .select({ line: orderLines, review: reviews })
      .from(orderLines)
      .leftJoin(reviews, eq(reviews.orderLineId, sql`${orderLines.id}::text`))
      .where(and(inArray(orderLines.orderId, orderIds), lineFilter(reviewed)))
      .orderBy(orderLines.position),
    db
      .select({ orderId: orderStatusHistory.orderId, at: sql<Date>`max(${orderStatusHistory.at})` })
      .from(orderStatusHistory)
      .where(and(inArray(orderStatusHistory.orderId, orderIds), eq(orderStatusHistory.status, 'DELIVERED')))
      .groupBy(orderStatusHistory.orderId),
  ]);
  return { orderRows, lines, received };
}

/** The member's order line of this invoice and variant, with its order's status. */
export async function memberOrderLine(db: DbOrTx, userId: string, invoice: string, variantId: string) {
  const [found] = await db
    .select({ line: orderLines, status: orders.status, invoice: orders.invoice })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(eq(orders.userId, userId), eq(orders.invoice, invoice), sql`${orderLines.variantId}::text = ${variantId}`),
    );
  return found ?? null;
}

/** Stores the review unless the line has one already (then null). */
export async function insertReview(db: DbOrTx, values: typeof reviews.$inferInsert): Promise<ReviewRow | null> {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: reviews.orderLineId })
    .returning();
  return row ?? null;
}

export async function memberReview(db: DbOrTx, userId: string, reviewId: string): Promise<ReviewRow | null> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)));
  return row ?? null;
}

/** The one edit a review allows: null when it was edited already. */
export async function editReviewOnce(
  db: DbOrTx,
  reviewId: string,
  changes: Pick<ReviewRow, 'score' | 'comment' | 'visibleName' | 'authorName'>,
): Promise<ReviewRow | null> {
  const [updated] = await db
    .update(reviews)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.updatedAt)))
    .returning();
  return updated ?? null;
}
