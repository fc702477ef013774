import type { QueryClient } from '@tanstack/react-query';
import { canonicalUrl, homeHead, notFoundHead, type PageHead, type SeoSite } from '@rona/seo';
import { lazyHead, routeHead, type RouteHandle } from './route-head';

export {
  headOnServer,
  lazyHead,
  loadRouteHeads,
  routeHead,
  storefrontSite,
  type HeadBuilder,
  type HeadContext,
  type RouteHandle,
} from './route-head';

interface MatchLike {
  params: Record<string, string | undefined>;
  route?: { handle?: unknown };
  handle?: unknown;
}

/**
 * The head of the page the server renders: the deepest matched route with a head, from the data its
 * loader put in the query cache (the loaders load their route's head builder on the server); the 404
 * page's head when the status says so.
 */
export function pageHeadFor(args: {
  matches: readonly MatchLike[];
  queryClient: QueryClient;
  url: URL;
  site: SeoSite;
  status: number;
}): PageHead {
  if (args.status === 404) return notFoundHead(args.site);
  const head = routeHead(args);
  if (head) return head;
  // A page without a head of its own: the shop's, under the page's own address.
  const shop = homeHead(args.site);
  if (args.url.pathname === '/') return shop;
  const canonical = canonicalUrl(args.site.origin, args.url.pathname);
  return { ...shop, canonical, openGraph: { ...shop.openGraph, url: canonical }, jsonLd: [] };
}

/** The '*' route's handle: 'Halaman tidak ada' (noindex) also after a client-side navigation. */
export const notFoundRouteHandle: RouteHandle = lazyHead(() =>
  import('./not-found-head').then((m) => m.notFoundPageHead),
);
