import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from '@rona/api-client';
import { notFoundHead, type PageHead, type SeoSite } from '@rona/seo';
import type { HeadContext } from './route-head';

/**
 * A cached page query: its data, or whether the API said it does not exist (404). What a head builds
 * from — never a fetch.
 */
export function cachedQuery<T>(queryClient: QueryClient, queryKey: QueryKey): { data?: T; missing: boolean } {
  const state = queryClient.getQueryState<T>(queryKey);
  const error = state?.error;
  return {
    data: state?.data,
    missing: state?.data === undefined && error instanceof ApiError && error.httpStatus === 404,
  };
}

/**
 * The head a detail page (product, article, promo) shows for its cached query: the item's head, the
 * not-found head when the API said 404, nothing while it loads.
 */
export function detailHead<T>(
  context: HeadContext,
  queryKey: QueryKey,
  build: (site: SeoSite, data: T) => PageHead,
): PageHead | null {
  const { data, missing } = cachedQuery<T>(context.queryClient, queryKey);
  if (data !== undefined) return build(context.site, data);
  return missing ? notFoundHead(context.site) : null;
}
