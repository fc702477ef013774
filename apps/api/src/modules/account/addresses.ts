import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Address, AddressInput } from '@rona/domain';
import type { Database } from '../../db/client';
import { addresses, cities, districts, provinces, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '@rona/domain';
import { memberMessages as m } from './messages';

/** A real shop caps the book; checkout lists them all. */
export const MAX_ADDRESSES = 20;

type ParsedInput = Omit<AddressInput, 'note'> & { note: string };

const fieldError = (message: string, field: string) => badRequest(message, [{ message, field }]);

function selectAddresses(db: Database) {
  return db
    .select({
      id: addresses.id,
      label: addresses.label,
      recipientName: addresses.recipientName,
      phone: addresses.phone,
      street: addresses.street,
      note: addresses.note,
      primary: addresses.primary,
      postalCode: addresses.postalCode,
      provinceId: addresses.provinceId,
      province: provinces.name,
      cityId: addresses.cityId,
      city: cities.name,
      districtId: addresses.districtId,
      district: districts.name,
    })
    .from(addresses)
    .innerJoin(provinces, eq(provinces.id, addresses.provinceId))
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .innerJoin(districts, eq(districts.id, addresses.districtId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAddresses>['execute']>>[number];

const toAddress = (r: Row): Address => ({
  id: r.id,
  label: r.label,
  recipientName: r.recipientName,
  phone: r.phone,
  street: r.street,
  note: r.note,
  primary: r.primary,
  postalCode: r.postalCode,
  area: {
    provinceId: r.provinceId,
    province: r.province,
    cityId: r.cityId,
    city: r.city,
    districtId: r.districtId,
    district: r.district,
    postalCode: r.postalCode,
  },
});

/** The member's addresses, primary first, then oldest first. */
export async function listAddresses(db: Database, userId: string): Promise<Address[]> {
  const rows = await selectAddresses(db)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.primary), asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toAddress);
}

async function findOwnAddress(db: Database, userId: string, id: string): Promise<Address> {
  // Another member's address answers exactly like a missing one.
  const [row] = isUuid(id)
    ? await selectAddresses(db).where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    : [];
  if (!row) throw notFound(m.addressNotFound);
  return toAddress(row);
}

/** The city must lie in the province and the district in the city (spec 3 §5, with its messages). */
export async function checkArea(db: Database, input: { provinceId: string; cityId: string; districtId: string }) {
  const [province] = await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, input.provinceId));
  if (!province) throw fieldError(m.provinceMissing, 'provinceId');
  const [city] = await db.select({ provinceId: cities.provinceId }).from(cities).where(eq(cities.id, input.cityId));
  if (!city || city.provinceId !== input.provinceId) throw fieldError(m.cityMismatch, 'cityId');
  const [district] = await db
    .select({ cityId: districts.cityId })
    .from(districts)
    .where(eq(districts.id, input.districtId));
  if (!district || district.cityId !== input.cityId) throw fieldError(m.districtMismatch, 'districtId');
}

const columns = (input: ParsedInput) => ({
  label: input.label,
  recipientName: input.recipientName,
  phone: input.phone,
  street: input.street,
  note: input.note,
  postalCode: input.postalCode,
  provinceId: input.provinceId,
  cityId: input.cityId,
  districtId: input.districtId,
});

/** Serialises one member's address changes (first-address-is-primary, one primary) by locking their user row. */
async function lockMember(tx: Database, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Adds an address; the member's first one becomes the primary. */
export async function createAddress(db: Database, userId: string, input: ParsedInput): Promise<Address> {
  await checkArea(db, input);
  const id = await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    await lockMember(tx, userId);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    const existing = count?.n ?? 0;
    if (existing >= MAX_ADDRESSES) throw badRequest(m.addressLimit);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columns(input), primary: existing === 0 })
      .returning({ id: addresses.id });
    if (!row) throw new Error('address insert returned no row');
    return row.id;
  });
  return findOwnAddress(db, userId, id);
}

export async function updateAddress(db: Database, userId: string, id: string, input: ParsedInput): Promise<Address> {
  await findOwnAddress(db, userId, id);
  await checkArea(db, input);
  await db
    .update(addresses)
    .set(columns(input))
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return findOwnAddress(db, userId, id);
}

/** Makes one address the primary and clears the flag of the others; answers the list. */
export async function setPrimaryAddress(db: Database, userId: string, id: string): Promise<Address[]> {
  await findOwnAddress(db, userId, id);
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    await lockMember(tx, userId);
    // Clear first: the partial unique index allows one primary per member at any moment.
    await tx
      .update(addresses)
      .set({ primary: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.primary, true)));
    await tx
      .update(addresses)
      .set({ primary: true })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  });
  return listAddresses(db, userId);
}

/** Deletes a non-primary address; answers the list. */
export async function removeAddress(db: Database, userId: string, id: string): Promise<Address[]> {
  const address = await findOwnAddress(db, userId, id);
  if (address.primary) throw badRequest(m.primaryNotDeletable);
  await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.primary, false)));
  return listAddresses(db, userId);
}
