import { z } from 'zod';
import { userRoleSchema } from './account';
import { orderStatusSchema } from './order-status';

/**
 * The back office's customers (issue 28 §4, docs/product/customers.md). Contact data (name,
 * e-mail, phone, addresses) is masked unless the caller holds `customers:pii` and asks for it; every
 * unmasked read writes an audit row (action `view`, entity `customer`) in the same transaction.
 */

/** A row of the customer search. `masked`: the contact fields are masked (maskUsername/maskEmail/maskPhone). */
export const adminCustomerListItemSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** Normalised 62…; '' when the member has none. */
  phone: z.string(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  /** Holds the link-page partner role (the store site): the link studio is open to them. */
  partner: z.boolean(),
  createdAt: z.string(),
  masked: z.boolean(),
});
export type AdminCustomerListItem = z.infer<typeof adminCustomerListItemSchema>;

/** A shipping address; recipient, phone, street and note masked unless unmasked with `customers:pii`. */
export const adminCustomerAddressSchema = z.object({
  id: z.string(),
  label: z.string(),
  recipientName: z.string(),
  phone: z.string(),
  street: z.string(),
  note: z.string(),
  district: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  primary: z.boolean(),
});
export type AdminCustomerAddress = z.infer<typeof adminCustomerAddressSchema>;

/** One entry of the member's point log, as 'Poin Saya' shows it (with the reason of a staff adjustment). */
export const adminCustomerPointEntrySchema = z.object({
  id: z.string(),
  type: z.enum(['income', 'expense']),
  point: z.number().int(),
  invoice: z.string().nullable(),
  /** A staff adjustment's reason; null for order, bonus and refund entries. */
  note: z.string().nullable(),
  createdAt: z.string(),
  /** When income lapses; null for expenses. */
  expiresAt: z.string().nullable(),
});
export type AdminCustomerPointEntry = z.infer<typeof adminCustomerPointEntrySchema>;

export const adminCustomerOrderSchema = z.object({
  invoice: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  grandTotal: z.number(),
});

/** A customer's page: always masked (the unmasked contact data is its own call, `adminCustomerContact`). */
export const adminCustomerDetailSchema = adminCustomerListItemSchema.extend({
  roles: z.array(userRoleSchema),
  addresses: z.array(adminCustomerAddressSchema),
  points: z.object({
    balance: z.number().int(),
    expiringSoon: z.object({ point: z.number().int(), expiresAt: z.string().nullable() }),
    /** The newest 50 entries. */
    entries: z.array(adminCustomerPointEntrySchema),
  }),
  /** The newest 50 orders; `orderCount` counts them all. */
  orders: z.array(adminCustomerOrderSchema),
  orderCount: z.number().int(),
  /** Whether they answered the skin analysis (the answers are health data: `adminCustomerContact` only). */
  skinAnswered: z.boolean(),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

/** Unmasked contact data and the skin analysis answers (customers:pii; each read is audited as `view`). */
export const adminCustomerContactSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  addresses: z.array(adminCustomerAddressSchema),
  skinProfile: z.array(z.object({ question: z.string(), answers: z.array(z.string()) })),
});
export type AdminCustomerContact = z.infer<typeof adminCustomerContactSchema>;

/** The largest single adjustment (either way); a bigger correction is several entries with reasons. */
export const MAX_POINT_ADJUSTMENT = 1_000_000;

export const adminCustomerPointsAdjustSchema = z.object({
  /** Added (positive, valid for a year) or taken (negative; never more than the member has). */
  points: z
    .number({ error: 'Jumlah poin harus berupa angka' })
    .int({ error: 'Jumlah poin harus bilangan bulat' })
    .min(-MAX_POINT_ADJUSTMENT, { error: 'Jumlah poin terlalu besar' })
    .max(MAX_POINT_ADJUSTMENT, { error: 'Jumlah poin terlalu besar' })
    .refine((n) => n !== 0, { error: 'Jumlah poin tidak boleh 0' }),
  reason: z
    .string({ error: 'Alasan wajib diisi' })
    .trim()
    .min(3, { error: 'Alasan minimal 3 karakter' })
    .max(200, { error: 'Alasan maksimal 200 karakter' }),
});
export type AdminCustomerPointsAdjust = z.input<typeof adminCustomerPointsAdjustSchema>;

export const adminCustomerPointsResultSchema = z.object({
  balance: z.number().int(),
  entry: adminCustomerPointEntrySchema,
});

export const adminCustomerPartnerSchema = z.object({
  partner: z.boolean({ error: 'Pilih beri atau cabut peran mitra' }),
});
