import { apiQuery } from './queries';

/**
 * Reads of guest order tracking and the printable invoice (spec 2 §7). None is retried on a 4xx:
 * an unknown uuid or invoice stays unknown.
 */

/** A guest's order by its uuid (no session needed): tracking page and guest invoice. */
export const guestOrderQuery = (uuid: string) => ({
  ...apiQuery('guestOrder', { query: { search: uuid } }),
  retry: false,
});

/** A member's own order by its invoice number: the member invoice. */
export const memberInvoiceQuery = (invoice: string) => ({
  ...apiQuery('orderDetail', { params: { invoice } }),
  retry: false,
});

/** Courier tracking events, newest first; a guest proves the order with its uuid. */
export const orderTrackingQuery = (orderId: string, uuid?: string) => ({
  ...apiQuery('orderTracking', { query: { order_id: orderId, ...(uuid ? { uuid } : {}) } }),
  retry: false,
});
