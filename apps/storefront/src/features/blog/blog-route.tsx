import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { blogPageQuery } from '@rona/api-client';
import { pageData } from '@rona/ui';
import { BlogPage } from './blog-page';
import { readBlogPlace } from './blog-queries';
import { blogHead } from '@rona/seo';
import type { RouteHandle } from '../../shared/page-head';

/** The blog's head; a link preview shows the first article's picture. */
export const blogHandle: RouteHandle = {
  head: ({ site, url, queryClient }) => {
    const articles = queryClient.getQueryData(blogPageQuery(readBlogPlace(url.searchParams)).queryKey);
    return blogHead(site, url.pathname + url.search, articles?.datas[0]?.thumbnail);
  },
};

export function blogRoute(queryClient: QueryClient) {
  return {
    // The grid's page of articles (page and hashtag from the URL): awaited on the server, only started
    // in the browser (the grid shows skeletons until it answers).
    loader: async ({ request }: LoaderFunctionArgs) => {
      await pageData(queryClient, blogPageQuery(readBlogPlace(new URL(request.url).searchParams)));
      return null;
    },
    handle: blogHandle,
    Component: BlogPage,
  };
}
