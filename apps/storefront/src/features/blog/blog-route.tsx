import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { BlogPage } from './blog-page';
import { blogPageQuery } from '@rona/api-client';
import { readBlogPlace } from './blog-queries';

export function blogRoute(queryClient: QueryClient) {
  return {
    // Start the page's query with its code; the grid shows skeletons until it answers.
    loader: ({ request }: LoaderFunctionArgs) => {
      void queryClient.prefetchQuery(blogPageQuery(readBlogPlace(new URL(request.url).searchParams)));
      return null;
    },
    Component: BlogPage,
  };
}
