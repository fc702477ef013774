import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { productDetailQuery } from '@rona/api-client';
import { pageData } from '@rona/ui';
import { ProductDetailPage } from './product-detail-page';
import type { ProductDetail } from '@rona/domain';
import { productHead } from '@rona/seo';
import { detailHead, type RouteHandle } from '../../shared/page-head';

/** The product's head (name, description, image, the price of the size shown, Product JSON-LD). */
export const productDetailHandle: RouteHandle = {
  head: (context) => {
    const { merchant = '', item = '' } = context.params;
    return detailHead<ProductDetail>(context, productDetailQuery(merchant, item).queryKey, productHead);
  },
};

export function productDetailRoute(queryClient: QueryClient) {
  return {
    // The product with its first page of reviews (the rating summary and the reviews the page shows).
    // On the server an unknown product is the route's 404; in the browser the page shows its own
    // 'not found' state from the query.
    loader: async ({ params }: LoaderFunctionArgs) => {
      if (params.merchant && params.item) await pageData(queryClient, productDetailQuery(params.merchant, params.item));
      return null;
    },
    handle: productDetailHandle,
    Component: ProductDetailPage,
  };
}
