import { z } from 'zod';
import { ARTICLE_SLUG_MAX, ARTICLE_SLUG_PATTERN, articleImageUrlSchema } from './admin-content';
import { promoTypeSchema } from './content';

/**
 * The back office's promo pages (issue 28 §2; docs/product/promotions.md): what Pemasaran & Konten
 * writes and what the editor shows. Section text is plain text (the shop renders it as text, never
 * as HTML). The vouchers and the discounted sizes a promo shows are linked by their `promo_id`.
 */

export const PROMO_TITLE_MAX = 150;
export const PROMO_SECTION_TITLE_MAX = 200;
export const PROMO_SECTION_TEXT_MAX = 5_000;
export const PROMO_SECTIONS_MAX = 20;
export const PROMO_VOUCHERS_MAX = 30;
export const PROMO_SIZES_MAX = 100;
/** The place in the home promo carousel: 1 first; none: after the ordered ones, newest start first. */
export const PROMO_POSITION_MAX = 999;

/** draft: not published; scheduled: published, not started; running; ended: past its end. */
export const ADMIN_PROMO_STATUSES = ['draft', 'scheduled', 'running', 'ended'] as const;
export type AdminPromoStatus = (typeof ADMIN_PROMO_STATUSES)[number];

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, { error: `${label} wajib diisi` })
    .max(max, { error: `${label} maksimal ${max.toLocaleString('id-ID')} karakter` });

const dateTime = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} harus tanggal dan jam yang valid` });

export const promoSlugSchema = z
  .string({ error: 'Slug wajib diisi' })
  .trim()
  .min(1, { error: 'Slug wajib diisi' })
  .max(ARTICLE_SLUG_MAX, { error: `Slug maksimal ${ARTICLE_SLUG_MAX} karakter` })
  .regex(ARTICLE_SLUG_PATTERN, {
    error: 'Slug hanya boleh huruf kecil, angka dan tanda hubung (-), tanpa spasi, contoh: promo-12-12',
  });

const optionalImage = articleImageUrlSchema.nullable();

const uniqueIds = (label: string, max: number) =>
  z
    .array(z.uuid({ error: `${label} tidak dikenal` }), { error: `${label} tidak valid` })
    .max(max, { error: `${label} maksimal ${max}` })
    .refine((ids) => new Set(ids).size === ids.length, { error: `${label} tidak boleh dipilih dua kali` });

export const adminPromoSectionSchema = z.object({
  title: required('Judul bagian', PROMO_SECTION_TITLE_MAX),
  description: required('Isi bagian', PROMO_SECTION_TEXT_MAX),
});
export type AdminPromoSection = z.infer<typeof adminPromoSectionSchema>;

export const adminPromoFieldsSchema = z.object({
  title: required('Judul promo', PROMO_TITLE_MAX),
  slug: promoSlugSchema,
  type: z.enum(promoTypeSchema.options, { error: 'Pilih jenis promo: Voucher atau Diskon' }),
  /** With their offset (the editor sends WIB, +07:00). */
  startDate: dateTime('Waktu mulai'),
  endDate: dateTime('Waktu berakhir'),
  thumbnail: optionalImage,
  banner: optionalImage,
  longBanner: optionalImage,
  sections: z
    .array(adminPromoSectionSchema, { error: 'Bagian promo tidak valid' })
    .max(PROMO_SECTIONS_MAX, { error: `Promo maksimal ${PROMO_SECTIONS_MAX} bagian` }),
  /** The vouchers the page offers (each belongs to one promo: linking moves it here). */
  voucherIds: uniqueIds('Voucher', PROMO_VOUCHERS_MAX),
  /** The sizes whose discount the page shows (each belongs to one promo). */
  variantIds: uniqueIds('Ukuran produk', PROMO_SIZES_MAX),
  position: z
    .number({ error: 'Urutan harus angka' })
    .int({ error: 'Urutan harus bilangan bulat' })
    .min(1, { error: 'Urutan minimal 1' })
    .max(PROMO_POSITION_MAX, { error: `Urutan maksimal ${PROMO_POSITION_MAX}` })
    .nullable(),
});
const fields = adminPromoFieldsSchema.shape;

const endAfterStart = (v: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) => {
  if (v.startDate && v.endDate && new Date(v.endDate) <= new Date(v.startDate))
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Waktu berakhir harus setelah waktu mulai' });
};

/** A new promo page: a draft unless `published` is true. */
export const adminPromoCreateSchema = adminPromoFieldsSchema
  .extend({
    thumbnail: fields.thumbnail.default(null),
    banner: fields.banner.default(null),
    longBanner: fields.longBanner.default(null),
    sections: fields.sections.default([]),
    voucherIds: fields.voucherIds.default([]),
    variantIds: fields.variantIds.default([]),
    position: fields.position.default(null),
    published: z.boolean({ error: 'Status terbit tidak valid' }).default(false),
  })
  .superRefine(endAfterStart);
export type AdminPromoCreate = z.input<typeof adminPromoCreateSchema>;

/** Only the fields sent change (lists are replaced whole); `published` true publishes, false takes it down (the shop answers 404). */
export const adminPromoUpdateSchema = adminPromoFieldsSchema
  .partial()
  .extend({ published: z.boolean({ error: 'Status terbit tidak valid' }).optional() })
  .superRefine(endAfterStart);
export type AdminPromoUpdate = z.input<typeof adminPromoUpdateSchema>;

export const adminPromoListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  type: promoTypeSchema,
  startDate: z.string(),
  endDate: z.string(),
  thumbnail: z.string().nullable(),
  banner: z.string().nullable(),
  longBanner: z.string().nullable(),
  position: z.number().int().nullable(),
  published: z.boolean(),
  status: z.enum(ADMIN_PROMO_STATUSES),
  voucherCount: z.number().int(),
  sizeCount: z.number().int(),
});
export type AdminPromoListItem = z.infer<typeof adminPromoListItemSchema>;

/** A size the promo page can show: its product, price and the discount staff set on it (admin prices). */
export const adminPromoSizeSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  size: z.string(),
  sku: z.string(),
  price: z.number().int(),
  /** The discount on it ('10%', 'Rp 5.000'), empty when none is set. */
  discount: z.string(),
  /** The promo page it is shown on now (null: none). */
  promoId: z.string().nullable(),
});
export type AdminPromoSize = z.infer<typeof adminPromoSizeSchema>;

export const adminPromoVoucherSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  redeemCode: z.string().nullable(),
  expiresAt: z.string(),
});
export type AdminPromoVoucher = z.infer<typeof adminPromoVoucherSchema>;

export const adminPromoDetailSchema = adminPromoListItemSchema.extend({
  sections: z.array(z.object({ title: z.string(), description: z.string() })),
  vouchers: z.array(adminPromoVoucherSchema),
  sizes: z.array(adminPromoSizeSchema),
});
export type AdminPromoDetail = z.infer<typeof adminPromoDetailSchema>;
