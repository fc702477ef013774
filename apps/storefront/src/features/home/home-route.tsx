import type { QueryClient } from '@tanstack/react-query';
import { productListQuery, promoListQuery } from '@rona/api-client';
import { HomePage } from './home-page';
import { HOME_PRODUCT_LIMIT, HOME_SORTS, HOME_PROMO_LIMIT } from './home-queries';

export function homeRoute(queryClient: QueryClient) {
  return {
    // Start the above-the-fold queries with the route's code, without holding the page back:
    // the sections show skeletons until their data is there.
    loader: () => {
      void queryClient.prefetchQuery(promoListQuery(1, HOME_PROMO_LIMIT));
      void queryClient.prefetchQuery(productListQuery({ limit: HOME_PRODUCT_LIMIT, sortBy: HOME_SORTS[0] }));
      return null;
    },
    Component: HomePage,
  };
}
