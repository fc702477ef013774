import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { blogPageQuery } from '@rona/api-client';
import { pageData } from '@rona/ui';
import { headOnServer, lazyHead } from '../../shared/route-head';
import { BlogPage } from './blog-page';
import { readBlogPlace } from './blog-queries';

export const blogHandle = lazyHead(() => import('./blog-head').then((m) => m.blogPageHead));

export function blogRoute(queryClient: QueryClient) {
  return {
    // The grid's page of articles (page and hashtag from the URL): awaited on the server, only started
    // in the browser (the grid shows skeletons until it answers).
    loader: async ({ request }: LoaderFunctionArgs) => {
      await Promise.all([
        headOnServer(blogHandle),
        pageData(queryClient, blogPageQuery(readBlogPlace(new URL(request.url).searchParams))),
      ]);
      return null;
    },
    handle: blogHandle,
    Component: BlogPage,
  };
}
