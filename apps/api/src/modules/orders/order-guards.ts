import type { DbOrTx } from '../../db/client';
import type { CheckoutLine, OrderContact } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { OrderCaps } from '../cart/order-caps';
import { findCheckout } from '../checkout/repository';
import { checkGuestToken } from '../checkout/guest-token';
import { isUuid } from '@rona/domain';
import { fill, orderMessages as m } from './messages';
import { checkMemberOpenUnpaid } from '../order-records/open-unpaid';
import { countOpenUnpaid, latestOrderOfCheckout, lockBuyer, otherOrderHolding, type OrderRow } from './repository';

/** Who presses 'Bayar': a member, or a guest with the token of their checkout. */
export type Buyer = { userId: string } | { guestToken: string | null };

export { checkMemberOpenUnpaid };

const conflict = (message: string) => new HttpError(409, message, [{ message }]);

/**
 * The order a checkout already became, when the caller owns that checkout ('Bayar' pressed twice,
 * or a retry after a lost answer): the same order is answered instead of an error. Null when the
 * checkout is not ordered or not the caller's (the normal path then answers for it).
 */
export async function orderOfCheckout(db: DbOrTx, checkoutId: string, buyer: Buyer): Promise<OrderRow | null> {
  if (!isUuid(checkoutId)) return null;
  const found = await findCheckout(db, checkoutId);
  const row = found?.checkouts;
  if (!row || row.status !== 'ordered') return null;
  if ('userId' in buyer) {
    if (row.guest || row.userId !== buyer.userId) return null;
  } else {
    if (!row.guest || row.userId !== null) return null;
    checkGuestToken(found.checkout_choices?.guestTokenHash, buyer.guestToken);
  }
  return latestOrderOfCheckout(db, checkoutId);
}

/**
 * Makes one buyer's orders go one at a time (taken first in the order's transaction): a member's
 * row is locked (NO KEY UPDATE: it conflicts with itself, not with the key-share locks of rows that
 * reference the member); a guest has no row, so transaction-scoped advisory locks on their e-mail,
 * phone and client address stand in, always taken in the same order.
 */
export async function serializeBuyer(
  tx: DbOrTx,
  member: { userId: string } | null,
  contact: OrderContact,
  clientAddress: string,
): Promise<void> {
  if (member) return lockBuyer(tx, member);
  const keys = [
    `guest-email:${contact.email.toLowerCase()}`,
    `guest-phone:${contact.phone}`,
    `guest-address:${clientAddress}`,
  ].sort();
  await lockBuyer(tx, { keys });
}

/**
 * One cart, one order: a checkout is refused when an order placed after it started (from another
 * checkout of the same member, or of the same guest contact) already holds any of its products —
 * the second tab of one cart. A checkout started after that order is a new purchase and passes.
 */
export async function refuseLinesAlreadyOrdered(
  tx: DbOrTx,
  checkout: { id: string; createdAt: Date; lines: CheckoutLine[] },
  member: { userId: string } | null,
  contact: OrderContact,
): Promise<void> {
  const other = await otherOrderHolding(tx, {
    checkoutId: checkout.id,
    since: checkout.createdAt,
    variantIds: checkout.lines.map((l) => l.variantId),
    member,
    contact,
  });
  if (other) throw conflict(fill(m.linesAlreadyOrdered, { invoice: other }));
}

/**
 * At most so many unpaid orders open at once (docs/product/orders.md): per member; per guest
 * e-mail or phone; and guest orders per client address. Checked with the buyer serialized.
 */
export async function checkOpenUnpaid(
  tx: DbOrTx,
  caps: OrderCaps,
  member: { userId: string } | null,
  contact: OrderContact,
  clientAddress: string,
  now: Date,
): Promise<void> {
  if (member) return checkMemberOpenUnpaid(tx, caps, member.userId, now);
  if ((await countOpenUnpaid(tx, { contact }, now)) >= caps.openUnpaidPerContact) {
    throw conflict(fill(m.unpaidContact, { n: caps.openUnpaidPerContact }));
  }
  if ((await countOpenUnpaid(tx, { clientAddress }, now)) >= caps.openUnpaidPerAddress) {
    throw conflict(m.unpaidAddress);
  }
}
