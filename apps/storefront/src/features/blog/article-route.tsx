import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { articleQuery } from '@rona/api-client';
import { pageData } from '@rona/ui';
import { ArticlePage } from './article-page';
import type { ArticleDetail } from '@rona/domain';
import { articleHead } from '@rona/seo';
import { detailHead, type RouteHandle } from '../../shared/page-head';

/** The article's head (title, summary, picture, Article JSON-LD). */
export const articleHandle: RouteHandle = {
  head: (context) => detailHead<ArticleDetail>(context, articleQuery(context.params.slug ?? '').queryKey, articleHead),
};

export function articleRoute(queryClient: QueryClient) {
  return {
    // The article: on the server an unknown slug is the route's 404; in the browser the page shows its
    // own 'not found' view from the query.
    loader: async ({ params }: LoaderFunctionArgs) => {
      if (params.slug) await pageData(queryClient, articleQuery(params.slug));
      return null;
    },
    handle: articleHandle,
    Component: ArticlePage,
  };
}
