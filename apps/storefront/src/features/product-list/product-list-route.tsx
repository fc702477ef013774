import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { categoriesQuery, productListQuery } from '@rona/api-client';
import { pageData } from '@rona/ui';
import { listingApiQuery, readListingFilters } from './listing-filters';
import { ProductListPage } from './product-list-page';
import { productListHead } from '@rona/seo';
import type { RouteHandle } from '../../shared/page-head';

/** The listing's head: its canonical URL keeps what selects the products (category, search, page). */
export const productListHandle: RouteHandle = {
  head: ({ site, url }) => productListHead(site, url.pathname + url.search),
};

export function productListRoute(queryClient: QueryClient) {
  return {
    // The page of products the URL asks for (filters, sort, search, page) and the filter bar's categories:
    // awaited on the server, only started in the browser (the page shows skeletons until they answer).
    loader: async ({ request }: LoaderFunctionArgs) => {
      const filters = readListingFilters(new URL(request.url).searchParams);
      await Promise.all([
        pageData(queryClient, productListQuery(listingApiQuery(filters))),
        pageData(queryClient, categoriesQuery()),
      ]);
      return null;
    },
    handle: productListHandle,
    Component: ProductListPage,
  };
}
