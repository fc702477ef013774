import type { OrderCaps } from '../../config';
import type { DbOrTx } from '../../db/client';
import { HttpError } from '../../http/errors';
import { fill } from '../../lib/fill';
import { countOpenUnpaid } from './repository';

export const openUnpaidMessages = {
  unpaidMember:
    'Kamu masih memiliki {n} pesanan yang belum dibayar. Selesaikan atau batalkan pesanan tersebut terlebih dahulu',
} as const;

/**
 * A member with the most unpaid orders open at once is refused (409): at 'Beli' already (the cart's
 * checkout start), so the page sends them to the unpaid tab with the reason (spec 1 §4), and again
 * when 'Bayar' commits (orders/order-guards.ts).
 */
export async function checkMemberOpenUnpaid(tx: DbOrTx, caps: OrderCaps, userId: string, now: Date): Promise<void> {
  if ((await countOpenUnpaid(tx, { userId }, now)) >= caps.openUnpaidPerMember) {
    const message = fill(openUnpaidMessages.unpaidMember, { n: caps.openUnpaidPerMember });
    throw new HttpError(409, message, [{ message }]);
  }
}
