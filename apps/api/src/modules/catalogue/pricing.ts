/** The API side of the shared price rules (`@rona/rules`): a variant row → the storefront's warehouse. */
import { sql, type SQL } from 'drizzle-orm';
import type { Discount, DiscountKind } from '@rona/domain';
import { discountText, finalPrice, isDiscountActive, productStockText } from '@rona/rules';

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
  return {
    ...dated,
    text: discountText(dated, v.price),
    promoPurchaseLimit: v.promoPurchaseLimit,
    purchaseLimit: v.purchaseLimit,
  };
}

export function warehouseOf(v: VariantMoney & { stock: number }, sold: number, now: Date) {
  const discount = activeDiscount(v, now);
  return { price: v.price, fixedPrice: finalPrice(v.price, discount), stock: v.stock, quantity: sold, discount };
}

/**
 * SQL of `warehouseOf(...).fixedPrice` for a variants row aliased `v`: the discount applied when it
 * runs at `now()` (the request's transaction time), as `finalPrice` and `isDiscountActive` do
 * (whole Rupiah, between 0 and the price; an unknown kind is no discount).
 */
export function fixedPriceSql(v: string): SQL {
  const col = (name: string) => sql.raw(`${v}.${name}`);
  return sql`case when ${col('discount_kind')} is not null
    and (${col('discount_start')} is null or ${col('discount_start')} <= now())
    and (${col('discount_end')} is null or ${col('discount_end')} >= now())
  then least(${col('price')}, greatest(0, round(case lower(trim(${col('discount_kind')}))
    when 'percentage' then ${col('price')} - ${col('price')}::numeric * ${col('discount_value')} / 100
    when 'fixed' then ${col('price')} - ${col('discount_value')}
    when 'override' then ${col('discount_value')}
    else ${col('price')} end)))::int
  else ${col('price')} end`;
}
