import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { articleQuery } from '@rona/api-client';
import { pageData } from '@rona/ui';
import { headOnServer, lazyHead } from '../../shared/route-head';
import { ArticlePage } from './article-page';

export const articleHandle = lazyHead(() => import('./article-head').then((m) => m.articlePageHead));

export function articleRoute(queryClient: QueryClient) {
  return {
    // The article: on the server an unknown slug is the route's 404; in the browser the page shows its
    // own 'not found' view from the query.
    loader: async ({ params }: LoaderFunctionArgs) => {
      await Promise.all([
        headOnServer(articleHandle),
        params.slug ? pageData(queryClient, articleQuery(params.slug)) : undefined,
      ]);
      return null;
    },
    handle: articleHandle,
    Component: ArticlePage,
  };
}
