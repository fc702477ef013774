import { CartPage } from './cart-page';

export const cartRoute = { Component: CartPage };
