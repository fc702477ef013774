import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders } from '../../../db/schema';

/** What the guest lookup compares: whose order it is and how the buyer gave their e-mail and phone. */
export async function orderForLookup(db: DbOrTx, invoice: string) {
  const [row] = await db
    .select({ guest: orders.guest, guestUuid: orders.guestUuid, contact: orders.contact, phone: orders.address })
    .from(orders)
    .where(eq(orders.invoice, invoice));
  return row
    ? { guest: row.guest, guestUuid: row.guestUuid, contact: row.contact, addressPhone: row.phone.phone }
    : null;
}
