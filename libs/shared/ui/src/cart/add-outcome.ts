import type { Cart, CartItem } from '@rona/domain';
import { translator } from '@rona/i18n';
import { cartMessages } from '@rona/i18n/areas/cart';
import { notifyInfo } from '../feedback/notify';
import { droppedDiscountLimit } from './discount-limit';
import { addGuestCartLine } from './guest-cart-write';

const t = translator(cartMessages);

/**
 * What '+ Keranjang' did, told beside (or instead of) the success toast. Loaded with the first
 * add, not with every first page: it pulls in the cart rules and the cart's strings.
 */
export interface AddOutcome {
  /** False when the guest cart already held the whole stock: nothing changed. */
  added: boolean;
  /** The purchase limit that took the line's discount away, or null. */
  discountLimit: number | null;
}

export function addToGuestCart(line: CartItem): AddOutcome {
  const { added, discountLimit } = addGuestCartLine(line);
  return { added: added > 0, discountLimit };
}

export function memberAddOutcome(cart: Cart, variantId: string): AddOutcome {
  const line = cart.products.find((p) => p.id === variantId);
  return { added: true, discountLimit: line ? droppedDiscountLimit(line) : null };
}

/** 'Stok tersisa N' instead of the success; 'Diskon berlaku untuk maksimal N produk' after it. */
export function reportAdd(outcome: AddOutcome, stock: number, success: () => void): void {
  if (!outcome.added) return notifyInfo(t('cart.stockLeft', { n: stock }));
  success();
  if (outcome.discountLimit !== null) notifyInfo(t('cart.discountLimit', { n: outcome.discountLimit }));
}
