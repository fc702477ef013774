import { TrackingPage } from './tracking-page';

/** /tracking-order/:uuid — guest order tracking, no session needed (spec 2 §2); without an id 'Pesanan Tidak Ditemukan' (§5). */
export const trackingRoute = { Component: TrackingPage };
