import type { CartItem, CartSummary } from '@rona/domain';
import { discountKind, finalPrice, type DiscountLike } from './discount';
import { isCartItemUnavailable } from './stock';
import { totalSaving, type DeductedVoucher } from './voucher';

/** A cart line's discount with what the purchase limits need. */
export interface CartLineDiscount extends DiscountLike {
  /** The promo (discount id, `_discount`) the line belongs to; lines without one are their own group. */
  promoId?: string | null;
  /** Max units of this promo across the cart that keep the discount; 0 = no limit. */
  promoPurchaseLimit: number;
  /** Max units of this line that keep the discount; 0 = no limit. */
  purchaseLimit: number;
}

/** What the price rules need of one cart line (guest or member). */
export interface CartLine {
  /** The variant id. */
  id: string;
  quantity: number;
  /** Regular unit price. */
  price: number;
  stock: number;
  /** False when the product is invalid. */
  status: boolean;
  isSelected: boolean;
  discount: CartLineDiscount | null;
}

export interface PricedCartLine {
  id: string;
  quantity: number;
  /** Selected, in stock and valid: the line is bought and counts in the summary. */
  counted: boolean;
  /** The discount that applies, or null (none, or dropped). */
  discount: CartLineDiscount | null;
  /** The line had a discount but a purchase limit dropped it (`warehouse.invalid`). */
  discountDropped: boolean;
  unitPrice: number;
  finalUnitPrice: number;
  /** Regular price × quantity. */
  regularTotal: number;
  /** Final unit price × quantity. */
  lineTotal: number;
}

/**
 * The summary, over counted lines only (selected, stock above 0, status valid):
 * - totalItems: units (sum of quantities);
 * - itemsTotal: regular prices × quantities;
 * - totalPrice: final (discounted) prices × quantities;
 * - discountTotal: product discounts, itemsTotal − totalPrice;
 * - grandTotal: totalPrice − the vouchers' deducted_price, never below 0.
 */
export interface PricedCart {
  lines: PricedCartLine[];
  summary: CartSummary;
}

/** A domain cart item as a pricing line. */
export function cartLineOf(item: CartItem): CartLine {
  const w = item.warehouse;
  return {
    id: item.id,
    quantity: w.quantity,
    price: w.price,
    stock: w.stock,
    status: item.status,
    isSelected: item.isSelected,
    discount: w.discount
      ? {
          kind: w.discount.kind,
          value: w.discount.value,
          promoId: w.discount._discount ?? null,
          promoPurchaseLimit: w.discount.promoPurchaseLimit,
          purchaseLimit: w.discount.purchaseLimit,
        }
      : null,
  };
}

export const isCounted = (line: CartLine): boolean => line.isSelected && !isCartItemUnavailable(line);

const promoKey = (line: CartLine): string => line.discount?.promoId ?? `line:${line.id}`;

/**
 * Units per promo over the counted lines. A line that is not counted is judged as if it were
 * bought too: its own units are added when its limit is checked (see `isDiscountDropped`).
 */
function promoQuantities(lines: readonly CartLine[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) {
    if (!line.discount || !isCounted(line)) continue;
    const key = promoKey(line);
    totals.set(key, (totals.get(key) ?? 0) + line.quantity);
  }
  return totals;
}

/** Spec 1 §4: the discount goes when the promo's cart-wide units or the line's own units pass a non-zero limit. */
function isDiscountDropped(line: CartLine, promoTotals: Map<string, number>): boolean {
  const d = line.discount;
  if (!d) return false;
  if (d.purchaseLimit > 0 && line.quantity > d.purchaseLimit) return true;
  const units = (promoTotals.get(promoKey(line)) ?? 0) + (isCounted(line) ? 0 : line.quantity);
  return d.promoPurchaseLimit > 0 && units > d.promoPurchaseLimit;
}

function priceLine(line: CartLine, promoTotals: Map<string, number>): PricedCartLine {
  const known = line.discount && discountKind(line.discount.kind) ? line.discount : null;
  const dropped = isDiscountDropped(line, promoTotals);
  const discount = known && !dropped ? known : null;
  const finalUnitPrice = finalPrice(line.price, discount);
  return {
    id: line.id,
    quantity: line.quantity,
    counted: isCounted(line),
    discount,
    discountDropped: known !== null && dropped,
    unitPrice: line.price,
    finalUnitPrice,
    regularTotal: line.price * line.quantity,
    lineTotal: finalUnitPrice * line.quantity,
  };
}

/** Prices every line and sums the counted ones; applied vouchers come off the grand total. */
export function priceCart(lines: readonly CartLine[], vouchers: readonly DeductedVoucher[] = []): PricedCart {
  const promoTotals = promoQuantities(lines);
  const priced = lines.map((line) => priceLine(line, promoTotals));
  const summary: CartSummary = { totalItems: 0, itemsTotal: 0, totalPrice: 0, discountTotal: 0, grandTotal: 0 };
  for (const line of priced) {
    if (!line.counted) continue;
    summary.totalItems += line.quantity;
    summary.itemsTotal += line.regularTotal;
    summary.totalPrice += line.lineTotal;
  }
  summary.discountTotal = summary.itemsTotal - summary.totalPrice;
  summary.grandTotal = Math.max(0, summary.totalPrice - totalSaving(vouchers));
  return { lines: priced, summary };
}

/**
 * Beli is disabled when a selected line is sold out or the grand total is 0 or less (spec 1 §4);
 * a selected invalid product blocks it too, since it cannot be bought.
 */
export function isBuyDisabled(lines: readonly CartLine[], grandTotal: number): boolean {
  return grandTotal <= 0 || lines.some((l) => l.isSelected && isCartItemUnavailable(l));
}

/** The select-all checkbox: every line, some, or none (an empty cart is 'none'). */
export function selectionState(lines: readonly Pick<CartLine, 'isSelected'>[]): 'all' | 'some' | 'none' {
  const selected = lines.filter((l) => l.isSelected).length;
  if (selected === 0) return 'none';
  return selected === lines.length ? 'all' : 'some';
}

/**
 * A guest's Beli asks to log in first when a line to be bought still has a discount
 * (spec 1 §4: guests check out without promos).
 */
export function needsLoginForPromo(lines: readonly CartLine[]): boolean {
  return priceCart(lines).lines.some((l) => l.counted && l.discount !== null);
}
