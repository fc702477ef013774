import type { CartItem, GuestCart } from '@rona/domain';
import { STORAGE_KEYS } from '@rona/api-client';
import { cartLineOf, mergedQuantity, priceCart } from '@rona/pricing';
import { CHANGE_EVENT, readGuestCart } from './guest-cart';

export function writeGuestCart(products: CartItem[]): GuestCart {
  const cart: GuestCart = { products, vouchers: [], summary: priceCart(products.map(cartLineOf)).summary };
  localStorage.setItem(STORAGE_KEYS.carts, JSON.stringify(cart));
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return cart;
}

/** Adds a line; quantities of the same variant are merged and kept within the stock (spec 1 §4). */
export function addGuestCartLine(line: CartItem): GuestCart {
  const products = readGuestCart().products;
  const existing = products.find((p) => p.id === line.id);
  if (!existing) return writeGuestCart([...products, line]);
  const quantity = mergedQuantity(existing.warehouse.quantity, line.warehouse.quantity, line.warehouse.stock);
  return writeGuestCart(
    products.map((p) => (p === existing ? { ...line, isSelected: p.isSelected, warehouse: { ...line.warehouse, quantity } } : p)),
  );
}
