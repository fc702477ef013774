import { useSyncExternalStore } from 'react';
import type { CartItem } from '@rona/domain';
import { STORAGE_KEYS } from '@rona/api-client';
import { readGuestCart, subscribeGuestCart } from './guest-cart';

export interface CartSummaryView {
  /** Lines in the cart (the header badge). */
  count: number;
  /** The first lines, for the header dropdown. */
  items: CartItem[];
}

let cachedRaw: string | null | undefined;
const EMPTY: CartSummaryView = { count: 0, items: [] };
let cachedView = EMPTY;

function snapshot(): CartSummaryView {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.carts);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const { products } = readGuestCart();
    cachedView = { count: products.length, items: products };
  }
  return cachedView;
}

const serverSnapshot = () => EMPTY;

/**
 * What the header shows of the cart. For now the guest cart in local storage; the cart issue
 * swaps the internals (member cart from the API) and keeps this shape.
 */
export function useCartSummary(): CartSummaryView {
  return useSyncExternalStore(subscribeGuestCart, snapshot, serverSnapshot);
}
