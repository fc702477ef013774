import { z } from 'zod';
import { productListItemSchema } from './catalogue';

/** A wishlist (koleksi) entry is a product card with the flag set. */
export const wishlistItemSchema = productListItemSchema;
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistChangeSchema = z.object({
  /** The product id. */
  itemId: z.string(),
  wishlist: z.boolean(),
  /** Products now in the member's wishlist. */
  total: z.number().int(),
});
export type WishlistChange = z.infer<typeof wishlistChangeSchema>;
