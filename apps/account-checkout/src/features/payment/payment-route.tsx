import { GuestPaymentPage, MemberPaymentPage } from './payment-page';

/** /payment/:method/:invoice (members) and /payment-guest/:uuid (guests), spec 2 §2. */
export const memberPaymentRoute = { Component: MemberPaymentPage };
export const guestPaymentRoute = { Component: GuestPaymentPage };
