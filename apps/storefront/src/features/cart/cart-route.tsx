import { translator } from '@rona/i18n';
import { cartMessages } from '@rona/i18n/areas/cart';
import { privatePageHead } from '@rona/seo';
import type { RouteHandle } from '../../shared/page-head';
import { CartPage } from './cart-page';

const t = translator(cartMessages);

/** The cart is one visitor's: never indexed. */
export const cartHandle: RouteHandle = { head: ({ site }) => privatePageHead(site, t('cart.title')) };

export const cartRoute = { handle: cartHandle, Component: CartPage };
