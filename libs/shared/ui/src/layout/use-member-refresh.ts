import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EndpointName } from '@rona/domain';
import { apiKeys } from '@rona/api-client';
import { SSR_PAYLOAD_ID } from '../app/ssr-payload';
import { useHydrated, useSignedIn } from '../app/use-hydrated';

type EndpointTable = (typeof import('@rona/domain/browser-endpoints'))['endpoints'];

/**
 * The reads whose answer depends on who asks: `auth: 'optionalMember'` GET endpoints (product lists,
 * the product detail and recommendations carry the member's wishlist flags).
 */
export function memberDependentReads(endpoints: EndpointTable): EndpointName[] {
  return (Object.keys(endpoints) as EndpointName[]).filter(
    (name) => endpoints[name].auth === 'optionalMember' && endpoints[name].method === 'GET',
  );
}

/** Asks again, as the member, every member-dependent read the cache holds an answer for. */
export async function refreshMemberReads(queryClient: QueryClient): Promise<void> {
  // The endpoint table loads with the API client's first call; a member's page makes that call anyway.
  const { endpoints } = await import('@rona/domain/browser-endpoints');
  await Promise.all(
    memberDependentReads(endpoints).map((name) =>
      queryClient.invalidateQueries(
        { queryKey: apiKeys.endpoint(name), predicate: (query) => query.state.data !== undefined },
        // A read already under way (e.g. a loader refreshing stale data) is the member's already.
        { cancelRefetch: false },
      ),
    ),
  );
}

/**
 * A server-rendered page came with data fetched for an anonymous visitor (the server forwards no
 * cookies). Once hydrated, for a signed-in member, those reads are asked again as the member, so the
 * hearts of their wishlist appear. Pages rendered only in the browser (no server HTML) fetched as the
 * member from the start and are left alone. The server's data block counts too: when hydration failed
 * and React rendered the page afresh, the cache still holds the server's anonymous answers.
 */
export function useMemberRefreshAfterHydration(): void {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  // True only when the first render was the hydration of server HTML.
  const [renderedOnServer] = useState(!hydrated);
  const signedIn = useSignedIn();

  useEffect(() => {
    const fromServer = renderedOnServer || document.getElementById(SSR_PAYLOAD_ID) !== null;
    if (fromServer && signedIn) void refreshMemberReads(queryClient);
  }, [renderedOnServer, signedIn, queryClient]);
}
