import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addresses, checkoutChoices, checkouts, cities, districts, provinces } from '../../db/schema';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type ChoicesRow = typeof checkoutChoices.$inferSelect;

/** A checkout with its choices (null choices before the first update), or undefined. */
export async function findCheckout(db: DbOrTx, id: string) {
  const [found] = await db
    .select()
    .from(checkouts)
    .leftJoin(checkoutChoices, eq(checkoutChoices.checkoutId, checkouts.id))
    .where(eq(checkouts.id, id));
  return found;
}

/** Writes a checkout's choices (the first time, or over the previous ones). */
export async function saveChoices(
  db: DbOrTx,
  checkoutId: string,
  values: Omit<ChoicesRow, 'checkoutId'>,
): Promise<void> {
  await db
    .insert(checkoutChoices)
    .values({ checkoutId, ...values })
    .onConflictDoUpdate({ target: checkoutChoices.checkoutId, set: values });
}

/** An open checkout becomes 'ordered' (one request wins): true when this call claimed it. */
export async function claimCheckout(db: DbOrTx, id: string): Promise<boolean> {
  const claimed = await db
    .update(checkouts)
    .set({ status: 'ordered' })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'open')))
    .returning({ id: checkouts.id });
  return claimed.length > 0;
}

/** The checkout can be ordered again (its order failed before the buyer saw it). */
export async function reopenCheckout(db: DbOrTx, id: string): Promise<void> {
  await db.update(checkouts).set({ status: 'open' }).where(eq(checkouts.id, id));
}

/** The couriers the shop offers (shipping's, shared with the catalogue's delivery estimate). */
export { courierList } from '../shipping/repository';

/** The names of a province, a city and a district ('' for an unknown id). */
export async function areaNames(
  db: DbOrTx,
  area: { provinceId: string; cityId: string; districtId: string },
): Promise<{ province: string; city: string; district: string }> {
  const [province] = await db.select({ name: provinces.name }).from(provinces).where(eq(provinces.id, area.provinceId));
  const [city] = await db.select({ name: cities.name }).from(cities).where(eq(cities.id, area.cityId));
  const [district] = await db.select({ name: districts.name }).from(districts).where(eq(districts.id, area.districtId));
  return { province: province?.name ?? '', city: city?.name ?? '', district: district?.name ?? '' };
}

/** Whether the member has an address with this id. */
export async function memberHasAddress(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return Boolean(row);
}

/** Keeps the grand total the buyer was just shown: an order sent without a total must match it (issue 25). */
export async function recordShownTotal(db: DbOrTx, checkoutId: string, grandTotal: number): Promise<void> {
  await db.update(checkouts).set({ shownGrandTotal: grandTotal }).where(eq(checkouts.id, checkoutId));
}
