import type { QueryClient } from '@tanstack/react-query';
import { isServerRender } from '@rona/ui';
import { headOnServer, lazyHead } from '../../shared/route-head';
import { CartPage } from './cart-page';
import { recommendedProductsQuery } from './recommended-products';

/** The cart is one visitor's: never indexed (its head loads on the server, or with a navigation to it). */
export const cartHandle = lazyHead(() => import('./cart-head').then((m) => m.cartPageHead));

/**
 * On the server the recommended products (the same for everyone) are in the HTML; a failure leaves
 * them to the browser (the section shows its skeleton, then its error state), the cart renders anyway.
 */
export function cartRoute(queryClient: QueryClient) {
  return {
    loader: async () => {
      await Promise.all([
        headOnServer(cartHandle),
        isServerRender() ? queryClient.prefetchQuery(recommendedProductsQuery()) : undefined,
      ]);
      return null;
    },
    handle: cartHandle,
    Component: CartPage,
  };
}
