import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { productDetailQuery } from '@rona/api-client';
import { ProductDetailPage } from './product-detail-page';

export function productDetailRoute(queryClient: QueryClient) {
  return {
    // Start the product's query with the page's code; the page shows a skeleton until it answers.
    loader: ({ params }: LoaderFunctionArgs) => {
      if (params.merchant && params.item)
        void queryClient.prefetchQuery(productDetailQuery(params.merchant, params.item));
      return null;
    },
    Component: ProductDetailPage,
  };
}
