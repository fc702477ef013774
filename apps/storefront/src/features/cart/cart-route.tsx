import { headOnServer, lazyHead } from '../../shared/route-head';
import { CartPage } from './cart-page';

/** The cart is one visitor's: never indexed (its head loads on the server, or with a navigation to it). */
export const cartHandle = lazyHead(() => import('./cart-head').then((m) => m.cartPageHead));

export const cartRoute = {
  loader: async () => {
    await headOnServer(cartHandle);
    return null;
  },
  handle: cartHandle,
  Component: CartPage,
};
