import { and, count, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  checkoutChoices,
  checkouts,
  orderLines,
  orders,
  users,
  type CheckoutLine,
  type OrderContact,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { OrderCaps } from '../cart/order-caps';
import { checkGuestToken } from '../checkout/guest-token';
import { isUuid } from '@rona/domain';
import { fill, orderMessages as m } from './messages';
import type { OrderRow } from './transitions';

/** Who presses 'Bayar': a member, or a guest with the token of their checkout. */
export type Buyer = { userId: string } | { guestToken: string | null };

const conflict = (message: string) => new HttpError(409, message, [{ message }]);
const UNPAID = ['WAITING_PAYMENT', 'PENDING'] as const;

/**
 * The order a checkout already became, when the caller owns that checkout ('Bayar' pressed twice,
 * or a retry after a lost answer): the same order is answered instead of an error. Null when the
 * checkout is not ordered or not the caller's (the normal path then answers for it).
 */
export async function orderOfCheckout(db: Database, checkoutId: string, buyer: Buyer): Promise<OrderRow | null> {
  if (!isUuid(checkoutId)) return null;
  const [found] = await db
    .select()
    .from(checkouts)
    .leftJoin(checkoutChoices, eq(checkoutChoices.checkoutId, checkouts.id))
    .where(eq(checkouts.id, checkoutId));
  const row = found?.checkouts;
  if (!row || row.status !== 'ordered') return null;
  if ('userId' in buyer) {
    if (row.guest || row.userId !== buyer.userId) return null;
  } else {
    if (!row.guest || row.userId !== null) return null;
    checkGuestToken(found.checkout_choices?.guestTokenHash, buyer.guestToken);
  }
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.checkoutId, checkoutId), ne(orders.status, 'FAILED')))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order ?? null;
}

/**
 * Makes one buyer's orders go one at a time (taken first in the order's transaction): a member's
 * row is locked (NO KEY UPDATE: it conflicts with itself, not with the key-share locks of rows that
 * reference the member); a guest has no row, so transaction-scoped advisory locks on their e-mail,
 * phone and client address stand in, always taken in the same order.
 */
export async function serializeBuyer(
  tx: Database,
  member: { userId: string } | null,
  contact: OrderContact,
  clientAddress: string,
): Promise<void> {
  if (member) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, member.userId)).for('no key update');
    return;
  }
  const keys = [
    `guest-email:${contact.email.toLowerCase()}`,
    `guest-phone:${contact.phone}`,
    `guest-address:${clientAddress}`,
  ].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Guest orders of the same contact: the same e-mail or the same phone. */
const sameGuest = (contact: OrderContact): SQL =>
  and(
    eq(orders.guest, true),
    or(
      sql`lower(${orders.contact}->>'email') = ${contact.email.toLowerCase()}`,
      sql`${orders.contact}->>'phone' = ${contact.phone}`,
    ),
  )!;

/**
 * One cart, one order: a checkout is refused when an order placed after it started (from another
 * checkout of the same member, or of the same guest contact) already holds any of its products —
 * the second tab of one cart. A checkout started after that order is a new purchase and passes.
 */
export async function refuseLinesAlreadyOrdered(
  tx: Database,
  checkout: { id: string; createdAt: Date; lines: CheckoutLine[] },
  member: { userId: string } | null,
  contact: OrderContact,
): Promise<void> {
  const variantIds = checkout.lines.map((l) => l.variantId);
  const [other] = await tx
    .select({ invoice: orders.invoice })
    .from(orders)
    .where(
      and(
        member ? eq(orders.userId, member.userId) : sameGuest(contact),
        ne(orders.checkoutId, checkout.id),
        ne(orders.status, 'FAILED'),
        sql`${orders.createdAt} >= ${checkout.createdAt}`,
        sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${inArray(orderLines.variantId, variantIds)})`,
      ),
    )
    .limit(1);
  if (other) throw conflict(fill(m.linesAlreadyOrdered, { invoice: other.invoice }));
}

const openUnpaid = (now: Date) => and(inArray(orders.status, [...UNPAID]), gt(orders.expiresAt, now));

async function countOrders(tx: Database, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(orders).where(where);
  return Number(row?.n ?? 0);
}

/**
 * A member with the most unpaid orders open at once is refused (409): at 'Beli' already, so the
 * page sends them to the unpaid tab with the reason (spec 1 §4), and again when 'Bayar' commits.
 */
export async function checkMemberOpenUnpaid(tx: Database, caps: OrderCaps, userId: string, now: Date): Promise<void> {
  if ((await countOrders(tx, and(eq(orders.userId, userId), openUnpaid(now)))) >= caps.openUnpaidPerMember) {
    throw conflict(fill(m.unpaidMember, { n: caps.openUnpaidPerMember }));
  }
}

/**
 * At most so many unpaid orders open at once (docs/product/orders.md): per member; per guest
 * e-mail or phone; and guest orders per client address. Checked with the buyer serialized.
 */
export async function checkOpenUnpaid(
  tx: Database,
  caps: OrderCaps,
  member: { userId: string } | null,
  contact: OrderContact,
  clientAddress: string,
  now: Date,
): Promise<void> {
  if (member) return checkMemberOpenUnpaid(tx, caps, member.userId, now);
  if ((await countOrders(tx, and(sameGuest(contact), openUnpaid(now)))) >= caps.openUnpaidPerContact) {
    throw conflict(fill(m.unpaidContact, { n: caps.openUnpaidPerContact }));
  }
  if (
    (await countOrders(tx, and(eq(orders.guest, true), eq(orders.clientAddress, clientAddress), openUnpaid(now)))) >=
    caps.openUnpaidPerAddress
  ) {
    throw conflict(m.unpaidAddress);
  }
}
