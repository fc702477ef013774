import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@rona/api-client';
import { notifyError } from '../feedback/notify';

/** Mutations report failures through the shared error handler unless they opt out with `meta: { silent: true }`. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.silent) notifyError(error);
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
    },
  });
}
