import { z } from 'zod';
import type { PermissionKey } from '../staff-permissions';

/**
 * The back office's sizes (variants), prices and discounts (issue 27 §2–3;
 * docs/product/prices-and-discounts.md). One schema per fact: the API validates with these and the
 * screens check the same fields (and `discountPriceProblem`) before sending.
 */

/** Highest price (and fixed / override value) a size may carry, in whole Rupiah. */
export const RUPIAH_MAX = 100_000_000;
/** A SKU: upper-case letters and digits, single '-', '_' or '.' between them (`RONA-SERUM-30ML`). */
export const SKU_PATTERN = /^[A-Z0-9]+(?:[-_.][A-Z0-9]+)*$/;
export const SKU_MAX = 40;
export const SIZE_LABEL_MAX = 40;
/** Weight in grams: what the courier is paid for (the checkout sums weight × quantity). */
export const SIZE_WEIGHT_MAX = 50_000;
/** Each side of the parcel in cm. */
export const SIZE_SIDE_MAX = 200;
/** The per-order cap a size may set (null: the shop's ORDER_MAX_PER_VARIANT). */
export const SIZE_MAX_PER_ORDER_MAX = 999;
/** Purchase limits of a discount (0 = no limit). */
export const DISCOUNT_LIMIT_MAX = 9_999;

/** The key each field of a size needs: price is `prices:write`, every other field `catalogue:write`. */
export const SIZE_FIELD_PERMISSIONS = {
  size: 'catalogue:write',
  sku: 'catalogue:write',
  price: 'prices:write',
  weight: 'catalogue:write',
  dimension: 'catalogue:write',
  maxPerOrder: 'catalogue:write',
  enabled: 'catalogue:write',
} as const satisfies Record<string, PermissionKey>;
export type SizeField = keyof typeof SIZE_FIELD_PERMISSIONS;

/** The keys a change to these fields needs, each once (price → prices:write, the rest → catalogue:write). */
export function sizeUpdatePermissions(fields: readonly string[]): PermissionKey[] {
  const keys = fields
    .filter((f): f is SizeField => f in SIZE_FIELD_PERMISSIONS)
    .map((f) => SIZE_FIELD_PERMISSIONS[f] as PermissionKey);
  return [...new Set(keys)];
}

const wholeRupiah = (label: string) =>
  z
    .number({ error: `${label} harus angka` })
    .int({ error: `${label} harus rupiah bulat, tanpa sen` })
    .min(0, { error: `${label} tidak boleh kurang dari Rp 0` })
    .max(RUPIAH_MAX, { error: `${label} maksimal Rp 100.000.000` });

export const sizePriceSchema = wholeRupiah('Harga');

export const sizeLabelSchema = z
  .string({ error: 'Ukuran wajib diisi' })
  .trim()
  .min(1, { error: 'Ukuran wajib diisi' })
  .max(SIZE_LABEL_MAX, { error: `Ukuran maksimal ${SIZE_LABEL_MAX} karakter` });

/** A SKU as typed or scanned: trimmed and upper-cased, then checked. */
export const skuSchema = z
  .string({ error: 'SKU wajib diisi' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'SKU wajib diisi' })
  .max(SKU_MAX, { error: `SKU maksimal ${SKU_MAX} karakter` })
  .regex(SKU_PATTERN, {
    error: 'SKU hanya boleh huruf, angka dan tanda - _ . di antaranya, tanpa spasi, contoh: RONA-SERUM-30ML',
  });

const weightSchema = z
  .number({ error: 'Berat harus angka (gram)' })
  .int({ error: 'Berat harus gram bulat' })
  .min(1, { error: 'Berat minimal 1 gram' })
  .max(SIZE_WEIGHT_MAX, { error: `Berat maksimal ${SIZE_WEIGHT_MAX.toLocaleString('id-ID')} gram` });

const side = (label: string) =>
  z
    .number({ error: `${label} harus angka (cm)` })
    .positive({ error: `${label} harus lebih dari 0 cm` })
    .max(SIZE_SIDE_MAX, { error: `${label} maksimal ${SIZE_SIDE_MAX} cm` });

/** The parcel's sides in cm; null: the product's dimension. */
export const sizeDimensionSchema = z.object(
  { length: side('Panjang'), width: side('Lebar'), height: side('Tinggi') },
  { error: 'Isi panjang, lebar dan tinggi (cm)' },
);

const maxPerOrderSchema = z
  .number({ error: 'Batas per pesanan harus angka' })
  .int({ error: 'Batas per pesanan harus bilangan bulat' })
  .min(1, { error: 'Batas per pesanan minimal 1' })
  .max(SIZE_MAX_PER_ORDER_MAX, { error: `Batas per pesanan maksimal ${SIZE_MAX_PER_ORDER_MAX}` });

const sizeFields = {
  size: sizeLabelSchema,
  sku: skuSchema,
  price: sizePriceSchema,
  weight: weightSchema,
  dimension: sizeDimensionSchema.nullable(),
  maxPerOrder: maxPerOrderSchema.nullable(),
  enabled: z.boolean({ error: 'Status ukuran harus aktif atau nonaktif' }),
};

/** A new size (stock starts at 0: units come in through the stock ledger, `stock:adjust`). */
export const adminSizeCreateSchema = z.object({
  ...sizeFields,
  dimension: sizeFields.dimension.default(null),
  maxPerOrder: sizeFields.maxPerOrder.default(null),
  enabled: sizeFields.enabled.default(true),
});
export type AdminSizeCreate = z.input<typeof adminSizeCreateSchema>;

/** A change to a size: only the fields that change, each checked as on create. */
export const adminSizeUpdateSchema = z
  .object(sizeFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Tidak ada yang diubah' });
export type AdminSizeUpdate = z.input<typeof adminSizeUpdateSchema>;

export const ADMIN_DISCOUNT_KINDS = ['percentage', 'fixed', 'override'] as const;
export const DISCOUNT_KIND_LABELS: Record<(typeof ADMIN_DISCOUNT_KINDS)[number], string> = {
  percentage: 'Persentase (%)',
  fixed: 'Potongan (Rp)',
  override: 'Harga Promo (Rp)',
};

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A moment typed in the shop's time (WIB): '2026-12-01T08:00' (a date-time field, read as WIB) or
 * an ISO date-time with its zone. NaN when it cannot be read.
 */
export function readWibDateTime(value: string): number {
  const local = LOCAL_DATE_TIME.exec(value);
  if (local) return Date.parse(`${value.slice(0, 16)}:${local[6] ?? '00'}+07:00`);
  return ZONED_DATE_TIME.test(value) ? Date.parse(value) : Number.NaN;
}

const wibDateTime = (label: string) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, { error: `${label} wajib diisi` })
    .refine((v) => !Number.isNaN(readWibDateTime(v)), {
      error: `${label} tidak valid (tanggal dan jam WIB, contoh 2026-12-01T08:00)`,
    })
    .transform((v) => new Date(readWibDateTime(v)).toISOString());

const KIND_ERROR = 'Pilih jenis diskon: persentase, potongan atau harga promo';

const discountLimit = (label: string) =>
  z
    .number({ error: `${label} harus angka` })
    .int({ error: `${label} harus bilangan bulat` })
    .min(0, { error: `${label} tidak boleh kurang dari 0 (0 = tanpa batas)` })
    .max(DISCOUNT_LIMIT_MAX, { error: `${label} maksimal ${DISCOUNT_LIMIT_MAX.toLocaleString('id-ID')}` });

/**
 * A size's discount (spec 1 §3–4). `start`/`end` in WIB, the end after the start; `purchaseLimit`:
 * the most units of this size one cart keeps the discount for, `promoPurchaseLimit`: the most units
 * over the whole promo (0 = no limit; a line past either loses the discount, it is not refused).
 * Checks needing the size's price are `discountPriceProblem` (the API runs it, the screen too).
 */
export const adminDiscountInputSchema = z
  .object({
    kind: z
      .string({ error: KIND_ERROR })
      .trim()
      .toLowerCase()
      .pipe(z.enum(ADMIN_DISCOUNT_KINDS, { error: KIND_ERROR })),
    value: wholeRupiah('Nilai diskon'),
    start: wibDateTime('Waktu mulai'),
    end: wibDateTime('Waktu berakhir'),
    purchaseLimit: discountLimit('Batas pembelian').default(0),
    promoPurchaseLimit: discountLimit('Batas pembelian promo').default(0),
  })
  .superRefine((d, ctx) => {
    if (d.kind === 'percentage' && (d.value < 1 || d.value > 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Diskon persentase harus 1–100%' });
    if (d.kind === 'fixed' && d.value < 1)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Potongan harga minimal Rp 1' });
    if (Date.parse(d.end) <= Date.parse(d.start))
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'Waktu berakhir harus setelah waktu mulai' });
    if (d.purchaseLimit > 0 && d.promoPurchaseLimit > 0 && d.purchaseLimit > d.promoPurchaseLimit)
      ctx.addIssue({
        code: 'custom',
        path: ['purchaseLimit'],
        message: 'Batas pembelian per produk tidak boleh lebih dari batas pembelian promo',
      });
  });
export type AdminDiscountInput = z.input<typeof adminDiscountInputSchema>;

/**
 * What a discount's value may not be against the size's price, or null: a fixed cut and a promo
 * price (override) must stay below the price (a discount that takes nothing off is no discount).
 */
export function discountPriceProblem(
  discount: { kind: string; value: number },
  price: number,
): { field: 'value'; message: string } | null {
  const rupiah = `Rp ${price.toLocaleString('id-ID')}`;
  if (discount.kind === 'override' && discount.value >= price)
    return { field: 'value', message: `Harga promo harus di bawah harga ukuran ini (${rupiah})` };
  if (discount.kind === 'fixed' && discount.value >= price)
    return { field: 'value', message: `Potongan harga harus di bawah harga ukuran ini (${rupiah})` };
  return null;
}

/** scheduled: before its start; running: in its window; ended: after its end (applied nowhere outside). */
export const discountStateSchema = z.enum(['scheduled', 'running', 'ended']);
export type DiscountState = z.infer<typeof discountStateSchema>;

export const adminDiscountSchema = z.object({
  kind: z.enum(ADMIN_DISCOUNT_KINDS),
  value: z.number().int(),
  /** ISO date-times (UTC); null on discounts written before the back office (no bound). */
  start: z.string().nullable(),
  end: z.string().nullable(),
  purchaseLimit: z.number().int(),
  promoPurchaseLimit: z.number().int(),
  /** The promo page (Pemasaran) that lists this discount, if any. */
  promoId: z.string().nullable(),
  state: discountStateSchema,
  /** The card's badge ('Disc. 20%') and the price after the discount, from @rona/rules. */
  text: z.string(),
  finalPrice: z.number().int(),
});
export type AdminDiscount = z.infer<typeof adminDiscountSchema>;

/** A size as the back office edits it. `url` is its shop path `{merchant}/{item}`. */
export const adminSizeSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  position: z.number().int(),
  size: z.string(),
  sku: z.string(),
  url: z.string(),
  price: z.number().int(),
  /** Units on sale (written through the stock ledger). */
  stock: z.number().int(),
  weight: z.number().int(),
  dimension: z.object({ length: z.number(), width: z.number(), height: z.number() }).nullable(),
  maxPerOrder: z.number().int().nullable(),
  enabled: z.boolean(),
  discount: adminDiscountSchema.nullable(),
  /** What a shopper pays for one unit now (the running discount applied). */
  fixedPrice: z.number().int(),
});
export type AdminSize = z.infer<typeof adminSizeSchema>;
