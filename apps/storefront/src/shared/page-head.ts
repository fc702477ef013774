import type { QueryClient } from '@tanstack/react-query';
import { homeHead, notFoundHead, type PageHead, type SeoSite } from '@rona/seo';

/** What a route's `handle.head` reads to build its page's head. */
export interface HeadContext {
  site: SeoSite;
  url: URL;
  params: Record<string, string | undefined>;
  queryClient: QueryClient;
}

export interface RouteHandle {
  head?: (context: HeadContext) => PageHead | null;
}

interface MatchLike {
  params: Record<string, string | undefined>;
  route: { handle?: unknown };
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
  for (const match of [...args.matches].reverse()) {
    const handle = match.route.handle as RouteHandle | undefined;
    const head = handle?.head?.({
      site: args.site,
      url: args.url,
      params: match.params,
      queryClient: args.queryClient,
    });
    if (head) return head;
  }
  return homeHead(args.site);
}
