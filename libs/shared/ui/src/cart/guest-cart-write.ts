import type { CartItem, GuestCart } from '@rona/domain';
import { GUEST_CART_EVENT, GUEST_CART_KEY } from '@rona/api-client';
import { cartLineOf, mergedQuantity, priceCart } from '@rona/rules';
import { droppedDiscountLimit } from './discount-limit';
import { readGuestCart } from './guest-cart';

export function writeGuestCart(products: CartItem[]): GuestCart {
  const cart: GuestCart = { products, vouchers: [], summary: priceCart(products.map(cartLineOf)).summary };
  localStorage.setItem(GUEST_CART_KEY, JSON.stringify(cart));
  window.dispatchEvent(new Event(GUEST_CART_EVENT));
  return cart;
}

/** What adding to the guest cart did: units really added (0 at the stock), and a purchase limit that dropped the discount. */
export interface GuestCartAdd {
  cart: GuestCart;
  added: number;
  discountLimit: number | null;
}

/** Adds a line; quantities of the same variant are merged and kept within the stock (spec 1 §4). */
export function addGuestCartLine(line: CartItem): GuestCartAdd {
  const products = readGuestCart().products;
  const existing = products.find((p) => p.id === line.id);
  const before = existing?.warehouse.quantity ?? 0;
  const cart = existing
    ? writeGuestCart(
        products.map((p) =>
          p === existing
            ? {
                ...line,
                isSelected: p.isSelected,
                warehouse: {
                  ...line.warehouse,
                  quantity: mergedQuantity(before, line.warehouse.quantity, line.warehouse.stock),
                },
              }
            : p,
        ),
      )
    : writeGuestCart([...products, line]);
  const merged = cart.products.find((p) => p.id === line.id);
  const priced = priceCart(cart.products.map(cartLineOf)).lines.find((l) => l.id === line.id);
  return {
    cart,
    added: Math.max(0, (merged?.warehouse.quantity ?? 0) - before),
    discountLimit: merged && priced ? droppedDiscountLimit(merged, priced.discountDropped) : null,
  };
}
