import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { deliveryEstimateQuery, productDetailQuery, provincesQuery } from '@rona/api-client';
import { paths } from '@rona/routes';
import { isServerRender, pageData } from '@rona/ui';
import { headOnServer, lazyHead } from '../../shared/route-head';
import { ProductDetailPage } from './product-detail-page';
import { selectedVariant } from './product-view';

export const productDetailHandle = lazyHead(() => import('./product-detail-head').then((m) => m.productDetailPageHead));

/**
 * The product with its first page of reviews (the rating summary and the reviews the page shows).
 * On the server, also what the delivery hint shows a guest (the warehouse's city, the provinces to
 * pick from): the hint is in the HTML and a guest's first load calls no API (delivery-hint.tsx).
 * Without those two the hint asks for them in the browser; the page renders either way.
 */
async function productData(queryClient: QueryClient, merchant: string, item: string): Promise<void> {
  const detail = productDetailQuery(merchant, item);
  await pageData(queryClient, detail);
  const product = queryClient.getQueryData(detail.queryKey);
  const url = `${merchant}/${item}`.toLowerCase();
  // An old address of a product whose slug changed: the API answered its current one (a 308 the
  // client followed), so the page moves there for good too (docs/product/catalogue.md).
  const moved = product?.variant.find((v) => v.id === product.selectedVariantId);
  if (isServerRender() && product && moved && !product.variant.some((v) => v.url.toLowerCase() === url))
    throw redirect(paths.product(moved.url), 308);
  const variant = product && selectedVariant(product, url);
  if (!isServerRender() || !variant) return;
  await Promise.all([
    queryClient.prefetchQuery(deliveryEstimateQuery(variant.id)),
    queryClient.prefetchQuery(provincesQuery()),
  ]);
}

export function productDetailRoute(queryClient: QueryClient) {
  return {
    // On the server an unknown product is the route's 404; in the browser the page shows its own
    // 'not found' state from the query.
    loader: async ({ params }: LoaderFunctionArgs) => {
      await Promise.all([
        headOnServer(productDetailHandle),
        params.merchant && params.item ? productData(queryClient, params.merchant, params.item) : undefined,
      ]);
      return null;
    },
    handle: productDetailHandle,
    Component: ProductDetailPage,
  };
}
