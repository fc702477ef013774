import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Contract, EndpointInput, EndpointName, EndpointResult } from '@rona/domain';
import { createApiClient, type ApiClient } from './client';
import { readRuntimeConfig } from './config';

let client: ApiClient | null = null;

/** The app-wide client, created on first use from the runtime configuration. */
export function getApiClient(): ApiClient {
  client ??= createApiClient(readRuntimeConfig());
  return client;
}
/** Tests and non-browser hosts install their own client. */
export function setApiClient(next: ApiClient): void {
  client = next;
}

type Input<N extends EndpointName> = Partial<EndpointInput<Contract[N]>>;
export type ApiResult<N extends EndpointName> = EndpointResult<Contract[N]>;

/**
 * Query-key factory. Every key starts with ['api', endpointName] so one endpoint's cache can be
 * invalidated as a whole (`apiKeys.endpoint('cartList')`) or one call exactly.
 */
export const apiKeys = {
  all: ['api'] as const,
  endpoint: <N extends EndpointName>(name: N) => ['api', name] as const,
  call: <N extends EndpointName>(name: N, input: Input<N> = {}) => ['api', name, input] as const,
};

/** `queryOptions` for any GET endpoint of the contract. */
export function apiQuery<N extends EndpointName>(name: N, input: Input<N> = {}) {
  return queryOptions({
    queryKey: apiKeys.call(name, input),
    queryFn: ({ signal }) => getApiClient().call(name, { ...input, signal }),
  });
}

/** Mutation options for any write endpoint; `invalidates` lists the endpoints whose cache it refreshes. */
export function apiMutation<N extends EndpointName>(
  name: N,
  queryClient: QueryClient,
  invalidates: EndpointName[] = [],
) {
  return {
    mutationKey: apiKeys.endpoint(name),
    mutationFn: (input: Input<N>) => getApiClient().call(name, input),
    onSuccess: async () => {
      await Promise.all(invalidates.map((n) => queryClient.invalidateQueries({ queryKey: apiKeys.endpoint(n) })));
    },
  };
}
