import type { QueryClient } from '@tanstack/react-query';
import { homeBannersQuery, productListQuery, promoListQuery } from '@rona/api-client';
import { pageData } from '@rona/ui';
import { headOnServer, lazyHead } from '../../shared/route-head';
import { HomePage } from './home-page';
import { HOME_PRODUCT_LIMIT, HOME_SORTS, HOME_PROMO_LIMIT } from './home-queries';

export const homeHandle = lazyHead(() => import('./home-head').then((m) => m.homePageHead));

export function homeRoute(queryClient: QueryClient) {
  return {
    // The first screen: the banners (staff's, else running promos') and the products of the default sort. The server
    // waits for them; the browser only starts them and the sections show skeletons until they answer.
    loader: async () => {
      await Promise.all([
        headOnServer(homeHandle),
        // Staff's banners are optional: without an answer the promos' banners show (never a failed page).
        pageData(queryClient, homeBannersQuery()).catch(() => undefined),
        pageData(queryClient, promoListQuery(1, HOME_PROMO_LIMIT)),
        pageData(queryClient, productListQuery({ limit: HOME_PRODUCT_LIMIT, sortBy: HOME_SORTS[0] })),
      ]);
      return null;
    },
    handle: homeHandle,
    Component: HomePage,
  };
}
