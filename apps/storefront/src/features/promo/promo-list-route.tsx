import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { promoListQuery } from '@rona/api-client';
import { PAGE_SIZES } from '@rona/domain/browser';
import { pageData } from '@rona/ui';
import { readPage } from './page-param';
import { PromoListPage } from './promo-list-page';
import { promoListHead } from '@rona/seo';
import type { RouteHandle } from '../../shared/page-head';

/** The promo list's head; a link preview shows the first promo's banner. */
export const promoListHandle: RouteHandle = {
  head: ({ site, url, queryClient }) => {
    const page = readPage(url.searchParams.get('page'));
    const promos = queryClient.getQueryData(promoListQuery(page, PAGE_SIZES.promo).queryKey);
    const first = promos?.datas.find((p) => p.banner ?? p.thumbnail);
    return promoListHead(site, url.pathname + url.search, first?.banner ?? first?.thumbnail);
  },
};

export function promoListRoute(queryClient: QueryClient) {
  return {
    // The page of promos the URL asks for: awaited on the server, only started in the browser.
    loader: async ({ request }: LoaderFunctionArgs) => {
      const page = readPage(new URL(request.url).searchParams.get('page'));
      await pageData(queryClient, promoListQuery(page, PAGE_SIZES.promo));
      return null;
    },
    handle: promoListHandle,
    Component: PromoListPage,
  };
}
