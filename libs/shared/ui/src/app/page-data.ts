import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { data } from 'react-router-dom';
import { ApiError } from '@rona/api-client';

const NOT_FOUND = new Set([400, 404]);

/** True while rendering on the server (no DOM): loaders wait for their data there. */
export function isServerRender(): boolean {
  return typeof document === 'undefined';
}

/**
 * A route loader's data, one query at a time (decision 016).
 *
 * On the server the loader waits for it (`ensureQueryData`), so the HTML carries the page's content and
 * the dehydrated cache the client starts from; a 404 from the API becomes a route 404 (`data(null, 404)`),
 * so the route's errorElement shows 'Halaman tidak ada' and the server answers HTTP 404 — so does a 400,
 * the API refusing the address's value (a slug with characters no item has: `/promo/%00`). Other failures
 * are thrown as they are (the server answers 5xx).
 *
 * In the browser it only starts the query (`prefetchQuery`, which never throws) and resolves at once:
 * navigation is not held back, the page shows its skeletons — or its own not-found state — from the query.
 */
export async function pageData<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  if (!isServerRender()) {
    void queryClient.prefetchQuery(options);
    return;
  }
  try {
    await queryClient.ensureQueryData(options);
  } catch (error) {
    if (error instanceof ApiError && NOT_FOUND.has(error.httpStatus)) throw data(null, { status: 404 });
    throw error;
  }
}
