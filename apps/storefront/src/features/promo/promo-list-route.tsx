import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { promoListQuery } from '@rona/api-client';
import { PAGE_SIZES } from '@rona/domain/browser';
import { readPage } from './page-param';
import { PromoListPage } from './promo-list-page';

export function promoListRoute(queryClient: QueryClient) {
  return {
    // Start the list query with the route's code; the page shows skeletons until it answers.
    loader: ({ request }: LoaderFunctionArgs) => {
      const page = readPage(new URL(request.url).searchParams.get('page'));
      void queryClient.prefetchQuery(promoListQuery(page, PAGE_SIZES.promo));
      return null;
    },
    Component: PromoListPage,
  };
}
