import type { Address, AddressInput, AddressLabel } from '@rona/domain';

/** The address form's fields, every one as text (Mantine selects hold ids as strings). */
export interface AddressValues {
  label: AddressLabel;
  recipientName: string;
  phone: string;
  street: string;
  note: string;
  postalCode: string;
  provinceId: string;
  cityId: string;
  districtId: string;
}

export const emptyAddress = (): AddressValues => ({
  label: 'Rumah',
  recipientName: '',
  phone: '',
  street: '',
  note: '',
  postalCode: '',
  provinceId: '',
  cityId: '',
  districtId: '',
});

export function addressValuesOf(address: Address): AddressValues {
  return {
    label: address.label,
    recipientName: address.recipientName,
    phone: address.phone,
    street: address.street,
    note: address.note,
    postalCode: address.postalCode,
    provinceId: address.area.provinceId,
    cityId: address.area.cityId,
    districtId: address.area.districtId,
  };
}

export const addressBody = (values: AddressValues): AddressInput => ({ ...values });

/**
 * The cascade of spec 3 §4: a new province clears the city and the district (and the postal code
 * that came with it); a new city clears the district. Choosing the same value again clears nothing.
 */
export function chooseArea(
  values: AddressValues,
  field: 'provinceId' | 'cityId' | 'districtId',
  id: string,
  postalCodeOf?: (districtId: string) => string | undefined,
): AddressValues {
  if (values[field] === id) return values;
  if (field === 'provinceId') return { ...values, provinceId: id, cityId: '', districtId: '', postalCode: '' };
  if (field === 'cityId') return { ...values, cityId: id, districtId: '', postalCode: '' };
  return { ...values, districtId: id, postalCode: postalCodeOf?.(id) || values.postalCode };
}
