import { z } from 'zod';
import { cartLineInputSchema, cartSchema, voucherListSchema } from '../entities/cart';
import { endpoint } from './define';
import { idParams, itemId } from './params';

export const cartAddSchema = z.object({
  itemId,
  quantity: cartLineInputSchema.shape.quantity.default(1),
});
export type CartAdd = z.input<typeof cartAddSchema>;

/** Either the chosen vouchers (an empty list resets the promo) or a redeem code to claim. */
export const cartVoucherUpdateSchema = z
  .object({
    voucherId: z
      .array(z.string().min(1))
      .max(2, { error: 'Maksimal satu voucher pengiriman dan satu voucher transaksi' })
      .optional(),
    redeemCode: z
      .string({ error: 'Kode promo belum diisi' })
      .trim()
      .min(1, { error: 'Kode promo belum diisi' })
      .max(32, { error: 'Kode promo maksimal 32 karakter' })
      .optional(),
  })
  .refine((b) => (b.voucherId === undefined) !== (b.redeemCode === undefined), {
    error: 'Pilih voucher atau masukkan kode promo',
  });
export type CartVoucherUpdate = z.input<typeof cartVoucherUpdateSchema>;

export const cartMergeSchema = z.object({
  products: z.array(cartLineInputSchema).max(100),
  /** merge: add the local lines to the server cart; replace: the server cart becomes the local one. */
  mode: z.enum(['merge', 'replace'], { error: "Mode harus 'merge' atau 'replace'" }),
});
export type CartMerge = z.input<typeof cartMergeSchema>;

export const guestCheckoutCreateSchema = z.object({
  products: z.array(cartLineInputSchema).min(1, { error: 'Keranjang belanja kosong' }).max(100),
});
export type GuestCheckoutCreate = z.input<typeof guestCheckoutCreateSchema>;

/** A guest's local lines, to be priced by the server (prices and stock in local storage may be stale). */
export const guestCartPriceSchema = z.object({
  products: z.array(cartLineInputSchema.extend({ isSelected: z.boolean().default(true) })).max(100),
});
export type GuestCartPrice = z.input<typeof guestCartPriceSchema>;

/** Every cart write answers with the whole cart, so the UI can replace its copy at once. */
export const cartContract = {
  cartList: endpoint({
    method: 'GET',
    path: '/e-commerce/cart/v1/list',
    auth: 'member',
    result: cartSchema,
    summary: "The member's cart with applied vouchers and totals (guests rebuild it from local storage)",
  }),
  cartAdd: endpoint({
    method: 'POST',
    path: '/e-commerce/cart/v1/create',
    auth: 'member',
    body: cartAddSchema,
    result: cartSchema,
    summary: 'Add a variant; quantities of the same variant are merged, capped at the stock',
  }),
  cartRemove: endpoint({
    method: 'DELETE',
    path: '/e-commerce/cart/v1/delete/:id',
    auth: 'member',
    params: idParams,
    result: cartSchema,
    summary: 'Remove a line (by variant id)',
  }),
  cartEditQuantity: endpoint({
    method: 'PUT',
    path: '/e-commerce/cart/v1/edit-quantity/:id',
    auth: 'member',
    params: idParams,
    body: z.object({ quantity: cartLineInputSchema.shape.quantity }),
    result: cartSchema,
    summary: 'Change the quantity of a line (1 to the stock)',
  }),
  cartEditSelected: endpoint({
    method: 'PUT',
    path: '/e-commerce/cart/v1/edit-selected/:id',
    auth: 'member',
    params: idParams,
    body: z.object({ isSelected: z.boolean({ error: 'Pilihan produk tidak valid' }) }),
    result: cartSchema,
    summary: 'Select or deselect a line for checkout',
  }),
  cartUpdate: endpoint({
    method: 'PUT',
    path: '/e-commerce/cart/v1/update',
    auth: 'member',
    body: cartVoucherUpdateSchema,
    result: cartSchema,
    summary: 'Apply vouchers (at most one per category) or claim a redeem code',
  }),
  cartVouchers: endpoint({
    method: 'GET',
    path: '/e-commerce/cart/v1/voucher',
    auth: 'member',
    result: voucherListSchema,
    summary: "The member's usable and unusable vouchers for the current cart",
  }),
  cartMerge: endpoint({
    method: 'POST',
    path: '/e-commerce/cart/v1/merge',
    auth: 'member',
    body: cartMergeSchema,
    result: cartSchema,
    summary: 'At login: merge the local guest cart into the server cart, or replace it',
  }),
  checkoutNew: endpoint({
    method: 'GET',
    path: '/e-commerce/checkout/v1/new-checkout',
    auth: 'member',
    result: z.object({ id: z.string() }),
    summary: 'Start a checkout from the selected cart lines (fails with a message when an unpaid order blocks it)',
  }),
  guestCheckoutCreate: endpoint({
    method: 'POST',
    path: '/e-commerce/guest/v1/checkout',
    auth: 'apiKey',
    body: guestCheckoutCreateSchema,
    result: z.object({ id: z.string() }),
    summary: 'Start a guest checkout from local cart lines (no promos)',
  }),
  guestCartPrice: endpoint({
    method: 'POST',
    path: '/e-commerce/guest/v1/cart',
    auth: 'apiKey',
    body: guestCartPriceSchema,
    result: cartSchema,
    summary: "Prices a guest's local cart lines from the catalogue; unknown variants are left out (not in the spec)",
  }),
} as const;
