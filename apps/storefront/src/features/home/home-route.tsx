import type { QueryClient } from '@tanstack/react-query';
import { productListQuery, promoListQuery } from '@rona/api-client';
import { pageData } from '@rona/ui';
import { HomePage } from './home-page';
import { HOME_PRODUCT_LIMIT, HOME_SORTS, HOME_PROMO_LIMIT } from './home-queries';
import { homeHead } from '@rona/seo';
import type { RouteHandle } from '../../shared/page-head';

/** The shop's head; a link preview shows the first banner of the carousel (a running promo's). */
export const homeHandle: RouteHandle = {
  head: ({ site, queryClient }) => {
    const promos = queryClient.getQueryData(promoListQuery(1, HOME_PROMO_LIMIT).queryKey);
    return homeHead(site, promos?.datas.find((p) => p.banner)?.banner);
  },
};

export function homeRoute(queryClient: QueryClient) {
  return {
    // The first screen: the banners (running promos) and the products of the default sort. The server
    // waits for them; the browser only starts them and the sections show skeletons until they answer.
    loader: async () => {
      await Promise.all([
        pageData(queryClient, promoListQuery(1, HOME_PROMO_LIMIT)),
        pageData(queryClient, productListQuery({ limit: HOME_PRODUCT_LIMIT, sortBy: HOME_SORTS[0] })),
      ]);
      return null;
    },
    handle: homeHandle,
    Component: HomePage,
  };
}
