import { z } from 'zod';
import { emailSchema, phoneSchema } from './contact';

export const ADDRESS_LABELS = ['Kantor', 'Rumah'] as const;
export const addressLabelSchema = z.enum(ADDRESS_LABELS, { error: 'Label alamat harus Kantor atau Rumah' });
export type AddressLabel = (typeof ADDRESS_LABELS)[number];

export const STREET_MAX = 200;
export const ADDRESS_NOTE_MAX = 50;

export const addressAreaSchema = z.object({
  provinceId: z.string(),
  province: z.string(),
  cityId: z.string(),
  city: z.string(),
  districtId: z.string(),
  district: z.string(),
  postalCode: z.string(),
});

export const addressSchema = z.object({
  id: z.string(),
  label: addressLabelSchema,
  recipientName: z.string(),
  phone: z.string(),
  street: z.string(),
  note: z.string(),
  primary: z.boolean(),
  postalCode: z.string(),
  area: addressAreaSchema,
  /** Only a guest's address carries an e-mail (where the order mails go). */
  email: z.string().optional(),
});
export type Address = z.infer<typeof addressSchema>;

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/**
 * What the address form sends (create, update, the guest's checkout address). Whether the city
 * belongs to the province and the district to the city is checked by the server with the same messages.
 */
export const addressInputSchema = z.object({
  label: addressLabelSchema,
  recipientName: required('Nama penerima belum diisi').pipe(
    z.string().max(100, { error: 'Nama penerima maksimal 100 karakter' }),
  ),
  phone: phoneSchema,
  street: required('Alamat lengkap belum diisi').pipe(
    z.string().max(STREET_MAX, { error: `Alamat lengkap maksimal ${STREET_MAX} karakter` }),
  ),
  note: z
    .string()
    .trim()
    .max(ADDRESS_NOTE_MAX, { error: `Catatan maksimal ${ADDRESS_NOTE_MAX} karakter` })
    .default(''),
  postalCode: required('Kode pos belum diisi').pipe(z.string().regex(/^\d{5}$/, { error: 'Kode pos harus 5 angka' })),
  provinceId: required('Provinsi belum diisi'),
  cityId: required('Kota belum diisi atau provinsi tidak sesuai dengan kota'),
  districtId: required('Kecamatan belum diisi atau kota tidak sesuai dengan kecamatan'),
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const guestAddressInputSchema = addressInputSchema.extend({
  email: emailSchema,
});
export type GuestAddressInput = z.input<typeof guestAddressInputSchema>;

/** Area pickers (spec 3 §3), with the provider's own field names. */
export const provinceOptionSchema = z.object({ id: z.string(), provinsi_name: z.string() });
export const cityOptionSchema = z.object({ id: z.string(), kabupaten_name: z.string(), provinsi_id: z.string() });
export const districtOptionSchema = z.object({
  id: z.string(),
  kecamatan_name: z.string(),
  kabupaten_id: z.string(),
  postal_code: z.string(),
});
export type ProvinceOption = z.infer<typeof provinceOptionSchema>;
export type CityOption = z.infer<typeof cityOptionSchema>;
export type DistrictOption = z.infer<typeof districtOptionSchema>;
