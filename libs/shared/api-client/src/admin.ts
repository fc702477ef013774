import { queryOptions } from '@tanstack/react-query';
import type { Contract, EndpointInput, EndpointName, EndpointResult } from '@rona/domain';
import { createApiClient, type ApiClient } from './client';
import { readRuntimeConfig } from './config';
import { apiKeys } from './queries';
import { clearSessionMarker, hasSession } from './auth-session';

/**
 * The back office's client (decision 023): calls carry `X-Rona-Client: admin`, so the API reads the
 * staff cookie pair (ADMIN_TOKEN__ HttpOnly, ADMIN_SESSION__ the readable marker), never the shop's.
 */
let client: ApiClient | null = null;
export function getAdminClient(): ApiClient {
  client ??= createApiClient({ ...readRuntimeConfig(), scope: 'admin', getGuestToken: () => null });
  return client;
}
/** Tests install a fake. */
export function setAdminClient(next: ApiClient): void {
  client = next;
}

/** True while the staff session's marker cookie is there. */
export const hasStaffSession = (): boolean => hasSession('admin');
/** Forgets the staff marker in this browser (the API drops its HttpOnly token on logout). */
export const clearStaffSession = (): void => clearSessionMarker('admin');

type Input<N extends EndpointName> = Partial<EndpointInput<Contract[N]>>;

export const adminCall = <N extends EndpointName>(
  name: N,
  input: Input<N> = {},
): Promise<EndpointResult<Contract[N]>> => getAdminClient().call(name, input);

/** `queryOptions` for a back-office GET; keys end with 'admin' so they never meet a shop query's. */
export const adminQuery = <N extends EndpointName>(name: N, input: Input<N> = {}) =>
  queryOptions({
    queryKey: [...apiKeys.call(name, input), 'admin'] as const,
    queryFn: ({ signal }) => getAdminClient().call(name, { ...input, signal }),
  });

/** Logout: the API ends the session and drops its cookies (best effort); the marker goes either way. */
export async function endStaffSession(): Promise<void> {
  try {
    await getAdminClient().call('adminLogout', {});
  } catch {
    /* already ended or offline */
  } finally {
    clearStaffSession();
  }
}
