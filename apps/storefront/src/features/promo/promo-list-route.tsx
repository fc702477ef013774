import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { promoListQuery } from '@rona/api-client';
import { PAGE_SIZES } from '@rona/domain/browser';
import { pageData } from '@rona/ui';
import { headOnServer, lazyHead } from '../../shared/route-head';
import { readPage } from './page-param';
import { PromoListPage } from './promo-list-page';

export const promoListHandle = lazyHead(() => import('./promo-list-head').then((m) => m.promoListPageHead));

export function promoListRoute(queryClient: QueryClient) {
  return {
    // The page of promos the URL asks for: awaited on the server, only started in the browser.
    loader: async ({ request }: LoaderFunctionArgs) => {
      const page = readPage(new URL(request.url).searchParams.get('page'));
      await Promise.all([headOnServer(promoListHandle), pageData(queryClient, promoListQuery(page, PAGE_SIZES.promo))]);
      return null;
    },
    handle: promoListHandle,
    Component: PromoListPage,
  };
}
