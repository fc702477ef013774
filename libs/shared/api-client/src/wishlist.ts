import type { WishlistQuery } from '@rona/domain';
import { apiQuery } from './queries';

/** The member's koleksi, one page of it (spec 1 §7 `GET /e-commerce/wishlist/v1/list`). */
export const wishlistListQuery = (query: WishlistQuery) => apiQuery('wishlistList', { query });
