/** The API side of the shared price rules (`@rona/pricing`): a variant row → the storefront's warehouse. */
import type { Discount, DiscountKind } from '@rona/domain';
import { discountText, finalPrice, isDiscountActive, productStockText } from '@rona/pricing';

export { finalPrice };
export const stockText = productStockText;

export interface VariantMoney {
  price: number;
  discountKind: DiscountKind | null;
  discountValue: number;
  promoPurchaseLimit: number;
  purchaseLimit: number;
  discountStart: Date | null;
  discountEnd: Date | null;
}

/** The variant's discount when it is running at `now`, else null. */
export function activeDiscount(v: VariantMoney, now: Date): Discount | null {
  if (!v.discountKind) return null;
  const dated = {
    kind: v.discountKind,
    value: v.discountValue,
    startDate: v.discountStart?.toISOString() ?? null,
    endDate: v.discountEnd?.toISOString() ?? null,
  };
  if (!isDiscountActive(dated, now)) return null;
  return { ...dated, text: discountText(dated, v.price), promoPurchaseLimit: v.promoPurchaseLimit, purchaseLimit: v.purchaseLimit };
}

export function warehouseOf(v: VariantMoney & { stock: number }, sold: number, now: Date) {
  const discount = activeDiscount(v, now);
  return { price: v.price, fixedPrice: finalPrice(v.price, discount), stock: v.stock, quantity: sold, discount };
}
