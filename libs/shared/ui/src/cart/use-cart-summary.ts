import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CartItem } from '@rona/domain';
import { apiQuery, GUEST_CART_KEY } from '@rona/api-client';
import { useSignedIn } from '../app/use-hydrated';
import { readGuestCart, subscribeGuestCart } from './guest-cart';

export interface CartSummaryView {
  /** Lines in the cart (the header badge). */
  count: number;
  /** The first lines, for the header dropdown. */
  items: CartItem[];
  /** The member cart failed to load: not an empty cart (issue 12); `retry` loads it again. */
  failed?: boolean;
  retry?: () => void;
}

let cachedRaw: string | null | undefined;
const EMPTY: CartSummaryView = { count: 0, items: [] };
let cachedView = EMPTY;

function snapshot(): CartSummaryView {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(GUEST_CART_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const { products } = readGuestCart();
    cachedView = { count: products.length, items: products };
  }
  return cachedView;
}

const serverSnapshot = () => EMPTY;

/** The guest cart in local storage, kept in step across tabs. */
export function useGuestCartSummary(): CartSummaryView {
  return useSyncExternalStore(subscribeGuestCart, snapshot, serverSnapshot);
}

/**
 * What the header shows of the cart: a member's server cart (the same cached query the cart page
 * writes to, so the badge follows every change), otherwise the guest cart in local storage. Both are
 * empty on the server and while hydrating (the page's HTML is the same for everyone); the member's
 * cart is asked for only after that.
 */
export function useCartSummary(): CartSummaryView {
  const member = useSignedIn();
  const guest = useGuestCartSummary();
  const server = useQuery({ ...apiQuery('cartList'), enabled: member, meta: { silent: true } });
  if (!member) return guest;
  if (server.isError && !server.data) return { count: 0, items: [], failed: true, retry: () => void server.refetch() };
  const items = server.data?.products ?? [];
  return { count: items.length, items };
}
