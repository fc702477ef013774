import type { Address, AddressInput } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '@rona/domain';
import { memberMessages as m } from './messages';
import {
  addressCount,
  addressRows,
  cityOfDistrict,
  deleteNonPrimaryAddress,
  insertAddress,
  lockMember,
  movePrimaryAddress,
  ownAddressRow,
  provinceExists,
  provinceOfCity,
  updateAddressRow,
  type AddressColumns,
  type AddressRow,
} from './repository';

/** A real shop caps the book; checkout lists them all. */
export const MAX_ADDRESSES = 20;

type ParsedInput = Omit<AddressInput, 'note'> & { note: string };

const fieldError = (message: string, field: string) => badRequest(message, [{ message, field }]);

const toAddress = (r: AddressRow): Address => ({
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
export async function listAddresses(db: DbOrTx, userId: string): Promise<Address[]> {
  return (await addressRows(db, userId)).map(toAddress);
}

async function findOwnAddress(db: DbOrTx, userId: string, id: string): Promise<Address> {
  // Another member's address answers exactly like a missing one.
  const row = isUuid(id) ? await ownAddressRow(db, userId, id) : null;
  if (!row) throw notFound(m.addressNotFound);
  return toAddress(row);
}

/** The city must lie in the province and the district in the city (spec 3 §5, with its messages). */
export async function checkArea(db: DbOrTx, input: { provinceId: string; cityId: string; districtId: string }) {
  if (!(await provinceExists(db, input.provinceId))) throw fieldError(m.provinceMissing, 'provinceId');
  if ((await provinceOfCity(db, input.cityId)) !== input.provinceId) throw fieldError(m.cityMismatch, 'cityId');
  if ((await cityOfDistrict(db, input.districtId)) !== input.cityId) throw fieldError(m.districtMismatch, 'districtId');
}

const columns = (input: ParsedInput): AddressColumns => ({
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

/** Adds an address; the member's first one becomes the primary. */
export async function createAddress(db: DbOrTx, userId: string, input: ParsedInput): Promise<Address> {
  await checkArea(db, input);
  const id = await db.transaction(async (tx) => {
    // Serialises the member's address changes (first-address-is-primary, one primary).
    await lockMember(tx, userId);
    const existing = await addressCount(tx, userId);
    if (existing >= MAX_ADDRESSES) throw badRequest(m.addressLimit);
    return insertAddress(tx, userId, columns(input), existing === 0);
  });
  return findOwnAddress(db, userId, id);
}

export async function updateAddress(db: DbOrTx, userId: string, id: string, input: ParsedInput): Promise<Address> {
  await findOwnAddress(db, userId, id);
  await checkArea(db, input);
  await updateAddressRow(db, userId, id, columns(input));
  return findOwnAddress(db, userId, id);
}

/** Makes one address the primary and clears the flag of the others; answers the list. */
export async function setPrimaryAddress(db: DbOrTx, userId: string, id: string): Promise<Address[]> {
  await findOwnAddress(db, userId, id);
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    await movePrimaryAddress(tx, userId, id);
  });
  return listAddresses(db, userId);
}

/** Deletes a non-primary address; answers the list. */
export async function removeAddress(db: DbOrTx, userId: string, id: string): Promise<Address[]> {
  const address = await findOwnAddress(db, userId, id);
  if (address.primary) throw badRequest(m.primaryNotDeletable);
  await deleteNonPrimaryAddress(db, userId, id);
  return listAddresses(db, userId);
}
