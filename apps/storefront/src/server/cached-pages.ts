import type { PageRoute } from '@rona/page-server';

/** The listing's URL query (features/product-list/listing-filters.ts reads these and no other). */
export const LISTING_PARAMS = ['search', 'category', 'subcategory', 'skinType', 'skinProblem', 'sortBy', 'page'];

/**
 * The storefront pages whose anonymous HTML the page server may keep a few seconds (decision 021),
 * each with the query parameters its render reads: any other parameter (utm_*, fbclid, junk) shares
 * the entry and is not seen by the render. The cart and unknown paths render for each request.
 * deploy/nginx keys its cache on the same parameters (tools/scripts/generate-nginx.ts).
 */
export const STOREFRONT_CACHED_PAGES: readonly PageRoute[] = [
  { path: '/' },
  { path: '/products', params: LISTING_PARAMS },
  { path: '/products/:merchant/:item' },
  { path: '/promo', params: ['page'] },
  { path: '/promo/:slug' },
  { path: '/about' },
  { path: '/blog', params: ['page', 'tag'] },
  { path: '/blog/:slug' },
  { path: '/privacy-policy' },
  { path: '/terms-condition' },
];
