import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, networkErrorMessage } from '@rona/api-client';
import { notifyError } from '../feedback/notify';

/**
 * Mutations report failures through the shared error handler unless they opt out with `meta: { silent: true }`.
 * A write is sent whatever the browser thinks of its connection (`networkMode: 'always'`): offline it
 * fails at once with the network message and its button comes back, instead of waiting paused and
 * being sent by itself when the line returns (a second tap then added the product twice; issue 24).
 * Reads keep TanStack's default: paused while offline, with 'Coba Lagi' once they fail.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.silent) notifyError(offline() ? asNetworkError(error) : error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Server errors and lost connections (httpStatus 0) are tried once more; refusals are not.
        retry: (count, error) =>
          !(error instanceof ApiError && error.httpStatus > 0 && error.httpStatus < 500) && count < 1,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

const offline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/** Offline, a write can also fail on a part of the app it had yet to fetch: the shopper hears the network message. */
const asNetworkError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError(networkErrorMessage(error), 0);
