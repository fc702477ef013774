import { queryOptions } from '@tanstack/react-query';
import type { Checkout, CheckoutUpdate, GuestCheckoutUpdate } from '@rona/domain';
import { apiKeys, apiQuery, getApiClient } from './queries';
import { CHECKOUT_KEY, GUEST_TOKEN_KEY } from './storage-keys';

/** Named reads and writes of the checkout page (spec 2 §7). Members and guests use different calls. */

function local(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** The checkout id the cart page keeps under `checkout`, or null. */
export const readCheckoutId = (): string | null => local()?.getItem(CHECKOUT_KEY) || null;
export const dropCheckoutId = (): void => local()?.removeItem(CHECKOUT_KEY);
/** The guest token the first guest update answers (`result.token`), kept under GUEST__. */
export const keepGuestToken = (token: string): void => local()?.setItem(GUEST_TOKEN_KEY, token);
export const dropGuestToken = (): void => local()?.removeItem(GUEST_TOKEN_KEY);

/** The checkout as the server last computed it; never retried (a 4xx means gone or not yours). */
export const checkoutQuery = (checkoutId: string, member: boolean) =>
  queryOptions<Checkout>({
    queryKey: apiKeys.call(member ? 'checkoutGet' : 'guestCheckoutGet', { query: { checkoutId } }),
    queryFn: ({ signal }) =>
      getApiClient().call(member ? 'checkoutGet' : 'guestCheckoutGet', { query: { checkoutId }, signal }),
    retry: false,
    staleTime: 0,
  });

/** Courier services for the checkout's own destination and weight (the server prices them). */
export const shippingServicesQuery = (checkout: Pick<Checkout, 'id' | 'customer' | 'summary'>) => ({
  ...apiQuery('shippingPrice', {
    query: {
      destination: checkout.customer.address?.area.districtId ?? '',
      weight: Math.max(1, Math.round(checkout.summary.weightTotal)),
      checkout: checkout.id,
    },
  }),
  retry: false,
  staleTime: 0,
});
export const paymentServicesQuery = () => ({ ...apiQuery('paymentServices'), staleTime: 5 * 60_000 });
export const shippingServicesKey = apiKeys.endpoint('shippingPrice');

/** One checkout change; the answer is the server's recomputed checkout. A guest's first change issues the guest token. */
export async function updateCheckout(
  member: boolean,
  checkoutId: string,
  change: CheckoutUpdate | GuestCheckoutUpdate,
): Promise<Checkout> {
  const client = getApiClient();
  if (member) return client.call('checkoutUpdate', { params: { checkoutId }, body: change as CheckoutUpdate });
  const { token, ...next } = await client.call('guestCheckoutUpdate', {
    params: { checkoutId },
    body: change as GuestCheckoutUpdate,
  });
  keepGuestToken(token);
  return next;
}

export type PlacedOrder = { member: true; methode: string | null; invoice: string } | { member: false; uuid: string };

/**
 * Bayar: turns the checkout into an order, sending the grand total on screen (the server refuses
 * another one with 409 and the fresh checkout as the error's `result`); the local checkout id (and
 * a guest's token) are gone afterwards.
 */
export async function placeOrder(member: boolean, checkoutId: string, grandTotal: number): Promise<PlacedOrder> {
  const client = getApiClient();
  if (member) {
    const { order } = await client.call('orderCreate', { body: { checkoutId, grandTotal } });
    dropCheckoutId();
    return { member: true, methode: order.payments.methode, invoice: order.invoice_number };
  }
  const { uuid } = await client.call('guestOrderCreate', { body: { checkoutId, grandTotal } });
  dropCheckoutId();
  dropGuestToken();
  return { member: false, uuid };
}
