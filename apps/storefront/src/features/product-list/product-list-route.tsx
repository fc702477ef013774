import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { categoriesQuery, productListQuery } from '@rona/api-client';
import { pageData } from '@rona/ui';
import { headOnServer, lazyHead } from '../../shared/route-head';
import { listingApiQuery, readListingFilters } from './listing-filters';
import { ProductListPage } from './product-list-page';

export const productListHandle = lazyHead(() => import('./product-list-head').then((m) => m.productListPageHead));

export function productListRoute(queryClient: QueryClient) {
  return {
    // The page of products the URL asks for (filters, sort, search, page) and the filter bar's categories:
    // awaited on the server, only started in the browser (the page shows skeletons until they answer).
    loader: async ({ request }: LoaderFunctionArgs) => {
      const filters = readListingFilters(new URL(request.url).searchParams);
      await Promise.all([
        headOnServer(productListHandle),
        pageData(queryClient, productListQuery(listingApiQuery(filters))),
        pageData(queryClient, categoriesQuery()),
      ]);
      return null;
    },
    handle: productListHandle,
    Component: ProductListPage,
  };
}
