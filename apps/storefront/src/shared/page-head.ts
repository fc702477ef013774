import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from '@rona/api-client';
import { BRAND_NAME } from '@rona/i18n';
import { canonicalUrl, homeHead, notFoundHead, type PageHead, type SeoSite } from '@rona/seo';
import { SOCIAL_LINKS } from '@rona/ui';

/** What a route's `handle.head` reads to build its page's head. */
export interface HeadContext {
  site: SeoSite;
  url: URL;
  params: Record<string, string | undefined>;
  queryClient: QueryClient;
}

/**
 * A route's `handle`. `head` builds the page's head from what its loader put in the query cache; null
 * while that data is not there yet (a client-side navigation still loading), so the head stays as it is.
 */
export interface RouteHandle {
  head?: (context: HeadContext) => PageHead | null;
}

interface MatchLike {
  params: Record<string, string | undefined>;
  /** A router match (`route.handle`) or a `useMatches()` entry (`handle`). */
  route?: { handle?: unknown };
  handle?: unknown;
}

/** The shop as search engines and link previews know it, at its public origin (SITE_URL). */
export function storefrontSite(origin: string): SeoSite {
  return {
    origin: origin.replace(/\/+$/, ''),
    name: BRAND_NAME,
    sameAs: SOCIAL_LINKS.map((s) => s.url),
  };
}

/**
 * A cached page query: its data, or whether the API said it does not exist (404). What a head builds
 * from — never a fetch.
 */
export function cachedQuery<T>(queryClient: QueryClient, queryKey: QueryKey): { data?: T; missing: boolean } {
  const state = queryClient.getQueryState<T>(queryKey);
  const error = state?.error;
  return {
    data: state?.data,
    missing: state?.data === undefined && error instanceof ApiError && error.httpStatus === 404,
  };
}

/**
 * The head a detail page (product, article, promo) shows for its cached query: the item's head, the
 * not-found head when the API said 404, nothing while it loads.
 */
export function detailHead<T>(
  context: HeadContext,
  queryKey: QueryKey,
  build: (site: SeoSite, data: T) => PageHead,
): PageHead | null {
  const { data, missing } = cachedQuery<T>(context.queryClient, queryKey);
  if (data !== undefined) return build(context.site, data);
  return missing ? notFoundHead(context.site) : null;
}

/**
 * The head of the deepest matched route that has a `handle.head` (null when it has none, or its data
 * is not cached yet). Used by the server (pageHeadFor) and by the browser (HeadSync) alike.
 */
export function routeHead(args: {
  matches: readonly MatchLike[];
  queryClient: QueryClient;
  url: URL;
  site: SeoSite;
}): PageHead | null {
  for (const match of [...args.matches].reverse()) {
    const handle = (match.route?.handle ?? match.handle) as RouteHandle | undefined;
    if (!handle?.head) continue;
    return handle.head({ site: args.site, url: args.url, params: match.params, queryClient: args.queryClient });
  }
  return null;
}

/**
 * The head of the page the server renders: the deepest matched route with a `handle.head`, from the
 * data its loader put in the query cache; the 404 page's head when the status says so.
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
export const notFoundRouteHandle: RouteHandle = { head: ({ site }) => notFoundHead(site) };
