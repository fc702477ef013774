import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useMatches } from 'react-router-dom';
import { renderHead } from '@rona/seo';
import { applyHead } from './apply-head';
import { routeHead, storefrontSite } from './page-head';

/**
 * Keeps the document's head (title, description, canonical, Open Graph, Twitter, JSON-LD) in step with
 * the page on client-side navigation, from the same route handles the server renders the head with.
 * A page whose data is still loading keeps the head it has until its query answers. Renders nothing;
 * mounted once, inside the router (routes.tsx).
 */
export function HeadSync() {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    const origin = window.location.origin;
    const site = storefrontSite(origin);
    const url = new URL(pathname + search, origin);
    let applied = '';
    const sync = () => {
      const head = routeHead({ matches, queryClient, url, site });
      if (!head) return;
      const html = renderHead(head);
      if (html === applied) return;
      applied = html;
      applyHead(document, head);
    };
    sync();
    // The page's data arriving (or failing with 404) after the navigation updates the head.
    return queryClient.getQueryCache().subscribe(sync);
  }, [matches, pathname, search, queryClient]);
  return null;
}
