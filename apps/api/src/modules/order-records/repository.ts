import { and, asc, count, eq, gt, inArray, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders, outgoingMessages, type OrderContact } from '../../db/schema';

/**
 * The order records the modules below orders read (docs/ARCHITECTURE.md, module order): one order,
 * its lines, the unpaid ones due, and how many a buyer has open. The orders module writes them.
 */
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export const UNPAID = ['WAITING_PAYMENT', 'PENDING'] as const;

export const byKey = (where: { invoice: string } | { id: string }) =>
  'invoice' in where ? eq(orders.invoice, where.invoice) : eq(orders.id, where.id);

/**
 * One order, or null: by invoice or id; by invoice of one member (`userId`); or a guest order by its
 * uuid (`guestUuid`).
 */
export async function findOrder(
  db: DbOrTx,
  where: { invoice: string; userId?: string } | { id: string } | { guestUuid: string },
): Promise<OrderRow | null> {
  const cond =
    'guestUuid' in where
      ? and(eq(orders.guestUuid, where.guestUuid), eq(orders.guest, true))
      : 'invoice' in where && where.userId !== undefined
        ? and(eq(orders.invoice, where.invoice), eq(orders.userId, where.userId))
        : byKey(where);
  const [row] = await db.select().from(orders).where(cond);
  return row ?? null;
}

/**
 * Unpaid orders whose payment time ends by `expiresBy` (and after `expiresAfter`, when given),
 * soonest first, locked FOR UPDATE SKIP LOCKED so parallel runs (several API instances) take
 * different orders. `withoutMessage` leaves out orders that already have an outbox message of that
 * kind; `invoice` narrows to one order. Shared by the expiry job and the payment reminder.
 */
export function lockUnpaidOrdersDue(
  db: DbOrTx,
  q: { expiresBy: Date; expiresAfter?: Date; withoutMessage?: string; invoice?: string; batch: number },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...UNPAID]),
        q.expiresAfter === undefined ? undefined : gt(orders.expiresAt, q.expiresAfter),
        lte(orders.expiresAt, q.expiresBy),
        q.invoice === undefined ? undefined : eq(orders.invoice, q.invoice),
        q.withoutMessage === undefined
          ? undefined
          : notExists(
              db
                .select({ one: sql`1` })
                .from(outgoingMessages)
                .where(and(eq(outgoingMessages.orderId, orders.id), eq(outgoingMessages.kind, q.withoutMessage))),
            ),
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(q.batch)
    .for('update', { skipLocked: true });
}

/** Guest orders of the same contact: the same e-mail or the same phone. */
export const sameGuest = (contact: OrderContact): SQL =>
  and(
    eq(orders.guest, true),
    or(
      sql`lower(${orders.contact}->>'email') = ${contact.email.toLowerCase()}`,
      sql`${orders.contact}->>'phone' = ${contact.phone}`,
    ),
  )!;

/** Whose unpaid orders are counted: a member's, a guest contact's, or the guest orders from one client address. */
export type UnpaidOwner = { userId: string } | { contact: OrderContact } | { clientAddress: string };

/** How many unpaid orders of this owner are still open (their time not up) at `now`. */
export async function countOpenUnpaid(db: DbOrTx, owner: UnpaidOwner, now: Date): Promise<number> {
  const whose =
    'userId' in owner
      ? eq(orders.userId, owner.userId)
      : 'contact' in owner
        ? sameGuest(owner.contact)
        : and(eq(orders.guest, true), eq(orders.clientAddress, owner.clientAddress));
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(whose, and(inArray(orders.status, [...UNPAID]), gt(orders.expiresAt, now))));
  return Number(row?.n ?? 0);
}

/** The lines of these orders, by order id, in their bought order. */
export async function linesOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderLineRow[]>> {
  const map = new Map<string, OrderLineRow[]>();
  if (!orderIds.length) return map;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.position));
  for (const r of rows) map.set(r.orderId, [...(map.get(r.orderId) ?? []), r]);
  return map;
}
