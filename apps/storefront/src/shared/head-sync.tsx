import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useMatches } from 'react-router-dom';

/** The server-rendered page's payload element (libs/shared/ui/src/app/ssr-payload.ts). */
const SSR_PAYLOAD_ID = 'rona-ssr';

/**
 * Keeps the document's head (title, description, canonical, Open Graph, Twitter, JSON-LD) in step with
 * the page on client-side navigation, from the same route handles the server renders the head with.
 * The first page's head is the server's, so nothing loads for it: the code that builds and applies
 * heads (follow-head.ts, the routes' head builders) loads with the first navigation. A page whose data
 * is still loading keeps the head it has until its query answers. Renders nothing; mounted once,
 * inside the router (routes.tsx).
 */
export function HeadSync() {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      // A server-rendered first page already has its head.
      if (document.getElementById(SSR_PAYLOAD_ID)) return;
    }
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./follow-head').then(
      ({ followHead }) => {
        if (!cancelled) stop = followHead({ matches, queryClient, pathname, search });
      },
      () => {
        // Its chunk did not load (offline, a deploy): the head stays; the next navigation tries again.
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [matches, pathname, search, queryClient]);
  return null;
}
