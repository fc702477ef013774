import type { ProductListQuery, ProductSort, SkinFilter } from '@rona/domain';
import { PAGE_SIZES, PRODUCT_SORTS, SKIN_PROBLEMS, SKIN_TYPES } from '@rona/domain/browser';

/**
 * Everything the listing's URL query can hold (spec 1 §4: filters and `page` live in the URL so a
 * listing can be shared and the back button works). `category`, `subcategory` and `search` keep the
 * names the header's search overlay links with.
 */
export interface ListingFilters {
  search?: string;
  category?: string;
  subcategory?: string;
  skinType?: SkinFilter;
  skinProblem?: SkinFilter;
  sortBy?: ProductSort;
  page: number;
}
export type FilterKey = Exclude<keyof ListingFilters, 'page'>;

export const DEFAULT_SORT: ProductSort = 'popular';
const MAX_TEXT = 100;

const text = (value: string | null) => {
  const trimmed = value?.trim().slice(0, MAX_TEXT);
  return trimmed ? trimmed : undefined;
};
const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  allowed.find((a) => a === value);

/** Reads the URL query; unknown or malformed values are ignored rather than sent to the API. */
export function readListingFilters(params: URLSearchParams): ListingFilters {
  const page = Number(params.get('page'));
  return {
    search: text(params.get('search')),
    category: text(params.get('category')),
    subcategory: text(params.get('subcategory')),
    skinType: oneOf(SKIN_TYPES, params.get('skinType')),
    skinProblem: oneOf(SKIN_PROBLEMS, params.get('skinProblem')),
    sortBy: oneOf(PRODUCT_SORTS, params.get('sortBy')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of a listing, without empty values and without `page=1`. */
export function listingSearch(filters: ListingFilters): string {
  const params = new URLSearchParams();
  const { page, ...rest } = filters;
  for (const [key, value] of Object.entries(rest)) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const out = params.toString();
  return out ? `?${out}` : '';
}

export type FilterPatch = Partial<Record<FilterKey, string | undefined>>;

/** Changing any filter starts again at page 1 (spec 1 §4). An empty value removes the filter. */
export function withFilters(filters: ListingFilters, patch: FilterPatch): ListingFilters {
  const next: ListingFilters = { ...filters, page: 1 };
  for (const [key, value] of Object.entries(patch))
    (next as unknown as Record<string, string | undefined>)[key] = value || undefined;
  return readListingFilters(new URLSearchParams(listingSearch(next)));
}

export const withPage = (filters: ListingFilters, page: number): ListingFilters => ({
  ...filters,
  page: Math.max(1, page),
});

export const hasActiveFilters = (f: ListingFilters) =>
  Boolean(f.search || f.category || f.subcategory || f.skinType || f.skinProblem || f.sortBy);

/**
 * The API query: 15 per page. The skin type goes as `skinType`, the skin problem as `skin`; the
 * API keeps products that match both.
 */
export function listingApiQuery(f: ListingFilters): ProductListQuery {
  const query: ProductListQuery = { limit: PAGE_SIZES.productGrid, page: f.page, sortBy: f.sortBy ?? DEFAULT_SORT };
  if (f.search) query.search = f.search;
  if (f.category) query.category = f.category;
  if (f.subcategory) query.subCategory = f.subcategory;
  if (f.skinType) query.skinType = f.skinType;
  if (f.skinProblem) query.skin = f.skinProblem;
  return query;
}
