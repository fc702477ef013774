import type { GuestCart } from '@rona/domain';
import { GUEST_CART_EVENT, GUEST_CART_KEY } from '@rona/api-client';

/**
 * The guest cart in local storage under 'carts' (spec 1 §4). Read defensively: anything that is
 * not a cart (old format, edited by hand) counts as empty. Writes (guest-cart-write.ts, kept apart
 * so the pricing rules stay out of the first load) notify this tab; 'storage' covers other tabs.
 */
export const emptyCart = (): GuestCart => ({
  products: [],
  vouchers: [],
  summary: { totalItems: 0, itemsTotal: 0, totalPrice: 0, discountTotal: 0, grandTotal: 0 },
});

export function readGuestCart(): GuestCart {
  try {
    const raw = localStorage.getItem(GUEST_CART_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && Array.isArray((parsed as GuestCart).products)) {
      return { ...emptyCart(), ...(parsed as GuestCart) };
    }
  } catch {
    /* unreadable: start empty */
  }
  return emptyCart();
}

export function subscribeGuestCart(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === GUEST_CART_KEY) onChange();
  };
  window.addEventListener(GUEST_CART_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(GUEST_CART_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
