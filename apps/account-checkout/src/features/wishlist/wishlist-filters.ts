import type { ProductSort } from '@rona/domain';
import { PRODUCT_SORTS } from '@rona/domain/browser';

/** What the koleksi tab shows, kept in the URL so a reload or a shared link keeps it. */
export interface WishlistFilters {
  search?: string;
  sortBy?: ProductSort;
  page: number;
}

const isSort = (value: string | null): value is ProductSort =>
  (PRODUCT_SORTS as readonly string[]).includes(value ?? '');

/** Reads `search`, `sortBy` and `page` from the query; anything unknown falls back to the default. */
export function wishlistFiltersOf(params: URLSearchParams): WishlistFilters {
  const search = params.get('search')?.trim().slice(0, 100) || undefined;
  const sort = params.get('sortBy');
  const page = Number(params.get('page'));
  return {
    search,
    sortBy: isSort(sort) ? sort : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query for these filters, leaving out defaults (page 1, no search, newest first). */
export function wishlistParams(filters: WishlistFilters): Record<string, string> {
  return {
    action: 'wishlist',
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.sortBy ? { sortBy: filters.sortBy } : {}),
    ...(filters.page > 1 ? { page: String(filters.page) } : {}),
  };
}
