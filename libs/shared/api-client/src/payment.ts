import { queryOptions } from '@tanstack/react-query';
import type { OrderStatusChange, PaymentData } from '@rona/domain';
import { apiKeys, getApiClient } from './queries';
import { CHECKOUT_KEY, GUEST_CART_EVENT, GUEST_CART_KEY } from './storage-keys';

/** Reads and writes of the payment-waiting pages (spec 2 §2, §7). */

/** How often an open waiting page asks again, so a payment made elsewhere (another tab, the bank) shows up. */
export const PAYMENT_POLL_MS = 5_000;

export type PaymentTarget = { member: true; invoice: string } | { member: false; uuid: string };

/** The order's payment data, polled while the page is open and refreshed on focus; never retried (a 4xx means gone or not yours). */
export const paymentDataQuery = (target: PaymentTarget) =>
  queryOptions<PaymentData>({
    queryKey: target.member
      ? apiKeys.call('orderPayment', { params: { invoice: target.invoice } })
      : apiKeys.call('guestOrderPayment', { query: { search: target.uuid } }),
    queryFn: ({ signal }) =>
      target.member
        ? getApiClient().call('orderPayment', { params: { invoice: target.invoice }, signal })
        : getApiClient().call('guestOrderPayment', { query: { search: target.uuid }, signal }),
    retry: false,
    staleTime: 0,
    refetchInterval: PAYMENT_POLL_MS,
    refetchOnWindowFocus: 'always',
  });

/** A member cancels an unpaid order. */
export const cancelOrder = (invoice: string): Promise<OrderStatusChange> =>
  getApiClient().call('orderCancel', { params: { invoice } });

/** A guest's order left the unpaid states: the local cart and checkout id are done with (spec 2 §2). */
export function clearGuestPurchase(): void {
  try {
    localStorage.removeItem(GUEST_CART_KEY);
    localStorage.removeItem(CHECKOUT_KEY);
    window.dispatchEvent(new Event(GUEST_CART_EVENT));
  } catch {
    /* storage unavailable: nothing kept to clear */
  }
}
