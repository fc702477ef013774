import type { QueryClient } from '@tanstack/react-query';
import { BRAND_NAME } from '@rona/i18n';
import type { PageHead, SeoSite } from '@rona/seo';
import { isServerRender, SOCIAL_LINKS } from '@rona/ui';

/** What a route's head builder reads: the site, the page's URL and params, the loader's cached data. */
export interface HeadContext {
  site: SeoSite;
  url: URL;
  params: Record<string, string | undefined>;
  queryClient: QueryClient;
}

/** A page's head from its cached data; null while that data is not there yet (the head then stays as it is). */
export type HeadBuilder = (context: HeadContext) => PageHead | null;

/**
 * A route's `handle`. `head` builds the page's head; with `lazyHead` it is loaded on demand by `loadHead`
 * (the builders and their strings stay out of the page's first load in the browser: the server already
 * wrote the first page's head, the browser needs one only after a client-side navigation).
 */
export interface RouteHandle {
  head?: HeadBuilder;
  loadHead?: () => Promise<void>;
}

/** A handle whose head builder is loaded by `loadHead()` (once; a failed load is tried again next time). */
export function lazyHead(load: () => Promise<HeadBuilder>): RouteHandle {
  let loading: Promise<void> | undefined;
  const handle: RouteHandle = {
    loadHead: () =>
      (loading ??= load().then(
        (head) => {
          handle.head = head;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
  return handle;
}

/** For a loader: on the server, the page's head builder is loaded with its data (pageHeadFor is synchronous). */
export function headOnServer(handle: RouteHandle): Promise<void> | undefined {
  return isServerRender() ? handle.loadHead?.() : undefined;
}

interface MatchLike {
  params: Record<string, string | undefined>;
  /** A router match (`route.handle`) or a `useMatches()` entry (`handle`). */
  route?: { handle?: unknown };
  handle?: unknown;
}

const handleOf = (match: MatchLike) => (match.route?.handle ?? match.handle) as RouteHandle | undefined;

/** Loads the head builders of the matched routes. */
export async function loadRouteHeads(matches: readonly MatchLike[]): Promise<void> {
  await Promise.all(matches.map((m) => handleOf(m)?.loadHead?.()));
}

/**
 * The head of the deepest matched route that has a head (null when none has, or its data is not cached
 * yet). Builders not loaded yet count as none: call `loadRouteHeads` first.
 */
export function routeHead(args: {
  matches: readonly MatchLike[];
  queryClient: QueryClient;
  url: URL;
  site: SeoSite;
}): PageHead | null {
  for (const match of [...args.matches].reverse()) {
    const handle = handleOf(match);
    if (!handle?.head && !handle?.loadHead) continue;
    return (
      handle.head?.({ site: args.site, url: args.url, params: match.params, queryClient: args.queryClient }) ?? null
    );
  }
  return null;
}

/** The shop as search engines and link previews know it, at its public origin (SITE_URL). */
export function storefrontSite(origin: string): SeoSite {
  return {
    origin: origin.replace(/\/+$/, ''),
    name: BRAND_NAME,
    sameAs: SOCIAL_LINKS.map((s) => s.url),
  };
}
