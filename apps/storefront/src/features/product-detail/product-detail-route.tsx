import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { productDetailQuery } from '@rona/api-client';
import { pageData } from '@rona/ui';
import { headOnServer, lazyHead } from '../../shared/route-head';
import { ProductDetailPage } from './product-detail-page';

export const productDetailHandle = lazyHead(() => import('./product-detail-head').then((m) => m.productDetailPageHead));

export function productDetailRoute(queryClient: QueryClient) {
  return {
    // The product with its first page of reviews (the rating summary and the reviews the page shows).
    // On the server an unknown product is the route's 404; in the browser the page shows its own
    // 'not found' state from the query.
    loader: async ({ params }: LoaderFunctionArgs) => {
      await Promise.all([
        headOnServer(productDetailHandle),
        params.merchant && params.item
          ? pageData(queryClient, productDetailQuery(params.merchant, params.item))
          : undefined,
      ]);
      return null;
    },
    handle: productDetailHandle,
    Component: ProductDetailPage,
  };
}
