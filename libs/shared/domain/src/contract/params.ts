import { z } from 'zod';

/** A path id (`/…/delete/:id`). */
export const idParams = z.object({ id: z.string().min(1).max(64) });

/** The item a call is about: a variant id for the cart, a product id for the wishlist. */
export const itemId = z.string({ error: 'Produk tidak valid' }).min(1, { error: 'Produk tidak valid' }).max(64);
