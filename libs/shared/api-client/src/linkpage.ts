import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Contract, EndpointInput, EndpointName, EndpointResult, LoginUser } from '@rona/domain';
import { LINK_TOOL_SITE, PAGE_SIZES } from '@rona/domain/browser';
import { createApiClient, type ApiClient } from './client';
import { readRuntimeConfig } from './config';
import { apiKeys } from './queries';
import { clearSessionMarker, hasSession, markSessionStarted, SESSION_MARKERS } from './auth-session';

/**
 * The studio's own session (spec 3 §4), apart from the shop's: an HttpOnly cookie the API sets on a
 * studio login (for accounts with the store role only) and this readable marker.
 */
export const LINK_TOOL_TOKEN_KEY = SESSION_MARKERS['link-tool'];

/** True while the studio is signed in (the marker of its HttpOnly session cookie). */
export function hasLinkToolSession(): boolean {
  return hasSession('link-tool');
}
/** Forgets the studio session in this browser (the API drops its cookie on Sign Out or a 401). */
export function clearLinkToolToken(): void {
  clearSessionMarker('link-tool');
}
/** Studio Sign Out: the API ends the session and drops its cookie (best effort), the marker goes. */
export async function endLinkToolSession(): Promise<void> {
  try {
    await getLinkToolClient().call('logout', { body: {} });
  } catch {
    /* already ended or offline: the marker goes all the same */
  } finally {
    clearLinkToolToken();
  }
}
/** True when one of the user's roles lists the store site: only then does the studio keep a session. */
export function canUseLinkTool(user: Pick<LoginUser, 'roles'>): boolean {
  return user.roles.some((r) => r.sites.includes(LINK_TOOL_SITE));
}
/** After a studio login: keeps the session only for users with the store role; answers whether it was kept. */
export function keepLinkToolSession(user: Pick<LoginUser, 'roles'>): boolean {
  if (!canUseLinkTool(user)) return false;
  markSessionStarted({ scope: 'link-tool' });
  return true;
}

let client: ApiClient | null = null;
/** The studio's client: link-tool and member calls carry the studio token, not the shop session. */
export function getLinkToolClient(): ApiClient {
  client ??= createApiClient({ ...readRuntimeConfig(), scope: 'link-tool', getGuestToken: () => null });
  return client;
}
export function setLinkToolClient(next: ApiClient): void {
  client = next;
}

type Input<N extends EndpointName> = Partial<EndpointInput<Contract[N]>>;
export const linkToolCall = <N extends EndpointName>(
  name: N,
  input: Input<N> & { formData?: FormData } = {},
): Promise<EndpointResult<Contract[N]>> => getLinkToolClient().call(name, input);

const linkToolQuery = <N extends EndpointName>(name: N, input: Input<N> = {}) =>
  queryOptions({
    queryKey: [...apiKeys.call(name, input), 'linkTool'] as const,
    queryFn: ({ signal }) => getLinkToolClient().call(name, { ...input, signal }),
  });

/** The partner's pages (list and editor). */
export const linkPagesQuery = () => linkToolQuery('linkPages');
/** The product picker: the catalogue's first 100 products. */
export const linkPickerProductsQuery = () => ({
  ...linkToolQuery('productList', { query: { limit: PAGE_SIZES.linkToolPicker, page: 1 } }),
  staleTime: 5 * 60_000,
});

/** Mutation options for a studio write; `invalidates` refreshes those endpoints' caches. */
export function linkToolMutation<N extends EndpointName>(
  name: N,
  queryClient: QueryClient,
  invalidates: EndpointName[] = [],
) {
  return {
    mutationKey: apiKeys.endpoint(name),
    mutationFn: (input: Input<N> & { formData?: FormData }) => linkToolCall(name, input),
    onSuccess: async () => {
      await Promise.all(invalidates.map((n) => queryClient.invalidateQueries({ queryKey: apiKeys.endpoint(n) })));
    },
  };
}

/** Uploads files: one → image-single (a URL), several → image-many (URLs in order). */
export async function uploadLinkImages(files: File[]): Promise<string[]> {
  if (files.length === 0) return [];
  const form = new FormData();
  files.forEach((f) => form.append('image', f));
  if (files.length === 1) return [await linkToolCall('uploadImage', { formData: form })];
  return linkToolCall('uploadImages', { formData: form });
}
