import { z } from 'zod';
import { pagedSchema, queryInt } from '../envelope';
import { PAGE_SIZES } from '../constants';
import { productSortSchema } from '../entities/catalogue';
import { wishlistChangeSchema, wishlistItemSchema } from '../entities/wishlist';
import { endpoint } from './define';
import { idParams, itemId } from './params';

export const wishlistQuerySchema = z.object({
  /** Text to search, or one of the sort ids (the original client sends both through this one field). */
  search: z.string().trim().max(100, { error: 'Pencarian maksimal 100 karakter' }).optional(),
  sortBy: productSortSchema.optional(),
  page: queryInt({ min: 1, defaultValue: 1 }),
  limit: queryInt({ min: 1, max: 100, defaultValue: PAGE_SIZES.productGrid }),
});
export type WishlistQuery = z.input<typeof wishlistQuerySchema>;

/** The member's koleksi (the activity hub's wishlist tab and the heart on product cards). */
export const wishlistContract = {
  wishlistAdd: endpoint({
    method: 'POST',
    path: '/e-commerce/wishlist/v1/create',
    auth: 'member',
    body: z.object({ itemId }),
    result: wishlistChangeSchema,
    summary: 'Add a product to the koleksi',
  }),
  wishlistRemove: endpoint({
    method: 'DELETE',
    path: '/e-commerce/wishlist/v1/delete/:id',
    auth: 'member',
    params: idParams,
    result: wishlistChangeSchema,
    summary: 'Remove a product (by product id) from the koleksi',
  }),
  wishlistList: endpoint({
    method: 'GET',
    path: '/e-commerce/wishlist/v1/list',
    auth: 'member',
    query: wishlistQuerySchema,
    result: pagedSchema(wishlistItemSchema),
    summary: "The member's koleksi, searchable and sortable",
  }),
} as const;
