import { z } from 'zod';
import { dimensionSchema, discountSchema, marketplaceSchema } from './catalogue';

/**
 * A discount as the cart sees it. `_discount` is the id of the discount (one promo), so the
 * cart-wide `promoPurchaseLimit` can be counted across lines; a guest cart built from product
 * cards may not know it, and then the line counts as its own group.
 */
export const cartDiscountSchema = discountSchema.extend({ _discount: z.string().optional() });
export type CartDiscount = z.infer<typeof cartDiscountSchema>;

export const cartWarehouseSchema = z.object({
  /** Units of this variant in the cart. */
  quantity: z.number().int().min(1),
  stock: z.number().int(),
  price: z.number(),
  fixedPrice: z.number(),
  discount: cartDiscountSchema.nullable(),
  /** True when the discount no longer applies to this line (a purchase limit is exceeded). */
  invalid: z.boolean(),
});
export type CartWarehouse = z.infer<typeof cartWarehouseSchema>;

/** One cart line. `id` is the variant id: a cart holds one line per variant, guest or member. */
export const cartItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `{merchant}/{item}` of the variant. */
  url: z.string(),
  image: z.string(),
  size: z.string(),
  /** False when the product or variant is no longer sold ('Produk Invalid'). */
  status: z.boolean(),
  isSelected: z.boolean(),
  dimension: dimensionSchema,
  marketplace: marketplaceSchema,
  weight: z.number(),
  warehouse: cartWarehouseSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const VOUCHER_CATEGORIES = ['shipping', 'transaction'] as const;
export const voucherCategorySchema = z.enum(VOUCHER_CATEGORIES);
export type VoucherCategory = (typeof VOUCHER_CATEGORIES)[number];

export const voucherSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: voucherCategorySchema,
  usable: z.boolean(),
  /** What this voucher takes off the current cart, in Rupiah (0 when not usable). */
  deducted_price: z.number(),
  discType: z.enum(['fixed', 'percentage']),
  discAmount: z.number(),
  maxDiscount: z.number(),
  minimumTransaction: z.number(),
  /** End of validity, ISO date-time. */
  expired: z.string(),
  /** Why the voucher cannot be used on this cart (only when `usable` is false). */
  reason: z.string().optional(),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const cartSummarySchema = z.object({
  /** Selected units. */
  totalItems: z.number().int(),
  /** Selected lines at regular price. */
  itemsTotal: z.number(),
  /** Selected lines at final (discounted) price. */
  totalPrice: z.number(),
  discountTotal: z.number(),
  grandTotal: z.number(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

export const cartSchema = z.object({
  products: z.array(cartItemSchema),
  /** Vouchers applied to the cart (at most one per category). */
  vouchers: z.array(voucherSchema),
  summary: cartSummarySchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const voucherListSchema = z.object({ usable: z.array(voucherSchema), unusable: z.array(voucherSchema) });
export type VoucherList = z.infer<typeof voucherListSchema>;

/**
 * The guest cart as kept in local storage (spec 1 §3). Same lines as a member cart; guests cannot use
 * vouchers, so `vouchers` stays empty. Parse what is read back: anything else means "start empty".
 */
export const guestCartSchema = z.object({
  products: z.array(cartItemSchema),
  vouchers: z.array(voucherSchema).max(0),
  summary: cartSummarySchema,
});
export type GuestCart = z.infer<typeof guestCartSchema>;

export const emptyGuestCart = (): GuestCart => ({
  products: [],
  vouchers: [],
  summary: { totalItems: 0, itemsTotal: 0, totalPrice: 0, discountTotal: 0, grandTotal: 0 },
});

/** Variant id + quantity: what the guest checkout and the login merge send. */
export const cartLineInputSchema = z.object({
  id: z.string({ error: 'Produk tidak valid' }).min(1, { error: 'Produk tidak valid' }),
  quantity: z
    .number({ error: 'Jumlah harus berupa angka' })
    .int({ error: 'Jumlah harus berupa bilangan bulat' })
    .min(1, { error: 'Jumlah minimal 1' })
    .max(999, { error: 'Jumlah maksimal 999' }),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;
