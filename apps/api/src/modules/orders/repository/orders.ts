import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@rona/domain';
import type { DbOrTx } from '../../../db/client';
import { orderLines, orders, users, type OrderContact } from '../../../db/schema';
import { byKey, sameGuest, type OrderRow } from '../../order-records/repository';

export type { OrderRow } from '../../order-records/repository';
// Reads the lower modules share (order-messages, cart's checkout start) live in order-records.
export { countOpenUnpaid, findOrder, lockUnpaidOrdersDue, type UnpaidOwner } from '../../order-records/repository';
export type NewOrder = typeof orders.$inferInsert;

/** Spec 2 §9: a day is the shop's day (WIB). */
const SHOP_ZONE = 'Asia/Jakarta';

/** The order locked for this transaction (FOR UPDATE), or null. */
export async function lockOrder(db: DbOrTx, where: { invoice: string } | { id: string }): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(byKey(where)).for('update');
  return row ?? null;
}

/** Just an order's status (null when there is no such order). */
export async function orderStatusOf(db: DbOrTx, invoice: string): Promise<OrderStatus | null> {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.invoice, invoice));
  return row?.status ?? null;
}

/** The latest order a checkout became that did not fail, or null. */
export async function latestOrderOfCheckout(db: DbOrTx, checkoutId: string): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.checkoutId, checkoutId), ne(orders.status, 'FAILED')))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order ?? null;
}

/** A member's order history (spec 2 §9): filtered, newest first, one page, with the total count. */
export async function searchMemberOrders(
  db: DbOrTx,
  userId: string,
  q: { status?: readonly string[]; search?: string; date?: string; limit: number; page: number },
): Promise<{ rows: OrderRow[]; totalData: number }> {
  const where: SQL[] = [eq(orders.userId, userId)];
  if (q.status?.length) where.push(inArray(orders.status, q.status as OrderStatus[]));
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // Raw SQL so the correlated columns stay table-qualified.
    where.push(
      sql`(${ilike(orders.invoice, like)} or exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.name} ilike ${like}))`,
    );
  }
  if (q.date) where.push(sql`(${orders.createdAt} at time zone ${SHOP_ZONE})::date = ${q.date}::date`);
  const cond = and(...where);
  const [total] = await db.select({ n: count() }).from(orders).where(cond);
  const totalData = total?.n ?? 0;
  const rows = await db
    .select()
    .from(orders)
    .where(cond)
    .orderBy(desc(orders.createdAt), desc(orders.invoice))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { rows, totalData };
}

/** Owed and not yet approved: a buyer's refund request, or money that came after the order closed. */
const refundDue = and(
  isNull(orders.refundApprovedAt),
  or(isNotNull(orders.refundDueAt), eq(orders.status, 'REQUEST_REFUND')),
);

/** The operator's list: newest first, optionally one status and/or only the refunds due. */
export function listOrders(
  db: DbOrTx,
  q: { status?: OrderStatus; refundDue?: boolean; limit: number },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(q.status ? eq(orders.status, q.status) : undefined, q.refundDue ? refundDue : undefined))
    .orderBy(desc(orders.createdAt), asc(orders.invoice))
    .limit(q.limit);
}

export async function insertOrder(db: DbOrTx, values: NewOrder): Promise<OrderRow> {
  const [created] = await db.insert(orders).values(values).returning();
  if (!created) throw new Error('order insert returned no row');
  return created;
}

/** Sets the new status only if the order still has the one read (a parallel move wins at most once); null when it lost. */
export async function updateOrderStatus(
  db: DbOrTx,
  order: Pick<OrderRow, 'id' | 'status'>,
  to: OrderStatus,
  now: Date,
  set: Partial<NewOrder> = {},
): Promise<OrderRow | null> {
  const [moved] = await db
    .update(orders)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  return moved ?? null;
}

/** Flags money received for a closed order as owed back, once; true when this call flagged it. */
export async function flagRefundDue(db: DbOrTx, orderId: string, paidAt: Date): Promise<boolean> {
  const flagged = await db
    .update(orders)
    .set({ refundDueAt: paidAt, updatedAt: paidAt })
    .where(and(eq(orders.id, orderId), isNull(orders.refundDueAt)))
    .returning({ id: orders.id });
  return flagged.length > 0;
}

/** Records a refund's approval (amount and date) unless one is recorded already; null when it was. */
export async function recordRefundApproval(
  db: DbOrTx,
  orderId: string,
  record: { refundAmount: number; refundApprovedAt: Date },
  now: Date,
): Promise<OrderRow | null> {
  const [approved] = await db
    .update(orders)
    .set({ ...record, updatedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.refundApprovedAt)))
    .returning();
  return approved ?? null;
}

/**
 * An order of this buyer (a member, or the same guest contact) from another checkout, not failed,
 * placed at or after `since`, that holds any of these variants: its invoice, or null.
 */
export async function otherOrderHolding(
  db: DbOrTx,
  q: {
    checkoutId: string;
    since: Date;
    variantIds: string[];
    member: { userId: string } | null;
    contact: OrderContact;
  },
): Promise<string | null> {
  const [other] = await db
    .select({ invoice: orders.invoice })
    .from(orders)
    .where(
      and(
        q.member ? eq(orders.userId, q.member.userId) : sameGuest(q.contact),
        ne(orders.checkoutId, q.checkoutId),
        ne(orders.status, 'FAILED'),
        sql`${orders.createdAt} >= ${q.since}`,
        sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${inArray(orderLines.variantId, q.variantIds)})`,
      ),
    )
    .limit(1);
  return other?.invoice ?? null;
}

/**
 * Makes one buyer's orders go one at a time: a member's row locked FOR NO KEY UPDATE (it conflicts
 * with itself, not with the key-share locks of rows that reference the member); for a guest,
 * transaction-scoped advisory locks on these keys, taken in the order given.
 */
export async function lockBuyer(db: DbOrTx, buyer: { userId: string } | { keys: string[] }): Promise<void> {
  if ('userId' in buyer) {
    await db.select({ id: users.id }).from(users).where(eq(users.id, buyer.userId)).for('no key update');
    return;
  }
  for (const key of buyer.keys) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
