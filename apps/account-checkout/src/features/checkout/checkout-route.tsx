import { CheckoutPage } from './checkout-page';

/** /checkout: members and guests (the session decides which calls are made). */
export const checkoutRoute = { Component: CheckoutPage };
