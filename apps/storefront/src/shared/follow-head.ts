import type { QueryClient } from '@tanstack/react-query';
import { renderHead } from '@rona/seo';
import { applyHead } from './apply-head';
import { loadRouteHeads, routeHead, storefrontSite } from './route-head';

interface MatchLike {
  params: Record<string, string | undefined>;
  handle?: unknown;
}

/**
 * Puts the head of the page now shown into the document, and again whenever the query cache changes
 * (the page's data arriving, or a 404) until `stop()`. Loaded by HeadSync after the first client-side
 * navigation, with the matched routes' head builders.
 */
export function followHead(args: {
  matches: readonly MatchLike[];
  queryClient: QueryClient;
  pathname: string;
  search: string;
}): () => void {
  const origin = window.location.origin;
  const site = storefrontSite(origin);
  const url = new URL(args.pathname + args.search, origin);
  let stopped = false;
  let applied = '';
  const sync = () => {
    if (stopped) return;
    const head = routeHead({ matches: args.matches, queryClient: args.queryClient, url, site });
    if (!head) return;
    const html = renderHead(head);
    if (html === applied) return;
    applied = html;
    applyHead(document, head);
  };
  const unsubscribe = args.queryClient.getQueryCache().subscribe(sync);
  loadRouteHeads(args.matches).then(sync, () => {
    // A head chunk that did not load (offline, a deploy): the head stays; the next navigation tries again.
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
