import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { categoriesQuery, productListQuery } from '@rona/api-client';
import { listingApiQuery, readListingFilters } from './listing-filters';
import { ProductListPage } from './product-list-page';

export function productListRoute(queryClient: QueryClient) {
  return {
    // Start the page's queries with its code; the page shows skeletons until they answer.
    loader: ({ request }: LoaderFunctionArgs) => {
      const filters = readListingFilters(new URL(request.url).searchParams);
      void queryClient.prefetchQuery(productListQuery(listingApiQuery(filters)));
      void queryClient.prefetchQuery(categoriesQuery());
      return null;
    },
    Component: ProductListPage,
  };
}
