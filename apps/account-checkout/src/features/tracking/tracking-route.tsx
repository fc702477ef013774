import { TrackingPage } from './tracking-page';

/** /tracking-order/:uuid — guest order tracking, no session needed (spec 2 §2). */
export const trackingRoute = { Component: TrackingPage };
