import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { ArticlePage } from './article-page';
import { articleQuery } from '@rona/api-client';

export function articleRoute(queryClient: QueryClient) {
  return {
    // Start the article's query with the page's code; the page shows a skeleton until it answers.
    loader: ({ params }: LoaderFunctionArgs) => {
      if (params.slug) void queryClient.prefetchQuery(articleQuery(params.slug));
      return null;
    },
    Component: ArticlePage,
  };
}
