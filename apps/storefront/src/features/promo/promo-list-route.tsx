import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { promoListQuery } from '@rona/api-client';
import { PAGE_SIZES } from '@rona/domain/browser';
import { pageData } from '@rona/ui';
import { readPage } from './page-param';
import { PromoListPage } from './promo-list-page';

export function promoListRoute(queryClient: QueryClient) {
  return {
    // The page of promos the URL asks for: awaited on the server, only started in the browser.
    loader: async ({ request }: LoaderFunctionArgs) => {
      const page = readPage(new URL(request.url).searchParams.get('page'));
      await pageData(queryClient, promoListQuery(page, PAGE_SIZES.promo));
      return null;
    },
    Component: PromoListPage,
  };
}
