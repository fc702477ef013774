import type { CartItem } from '@rona/domain';

/**
 * The purchase limit that took a line's discount away (spec 1 §4), for 'Diskon berlaku untuk
 * maksimal N produk': the line's own limit when its quantity passes it, else the promo's
 * cart-wide limit. Null when the line keeps its discount (or never had one). `dropped` is the
 * server's `warehouse.invalid`, or the local rules' verdict for a line just added.
 */
export function droppedDiscountLimit(item: CartItem, dropped: boolean = item.warehouse.invalid): number | null {
  const d = item.warehouse.discount;
  if (!d || !dropped) return null;
  if (d.purchaseLimit > 0 && item.warehouse.quantity > d.purchaseLimit) return d.purchaseLimit;
  return d.promoPurchaseLimit > 0 ? d.promoPurchaseLimit : null;
}
