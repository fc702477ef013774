import { MERCHANT_SLUG, type AdminDiscount, type AdminSize, type DiscountState } from '@rona/domain';
import { discountText, finalPrice, isDiscountActive } from '@rona/rules';
import { warehouseOf } from '../catalogue/pricing';
import type { SizeRow } from './repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The discount's fields as the trail keeps them (null: none). */
export function discountFields(row: SizeRow) {
  if (!row.discountKind) return null;
  return {
    kind: row.discountKind,
    value: row.discountValue,
    start: iso(row.discountStart),
    end: iso(row.discountEnd),
    purchaseLimit: row.purchaseLimit,
    promoPurchaseLimit: row.promoPurchaseLimit,
  };
}

/** A size's fields as the trail keeps them. */
export function sizeFields(row: SizeRow) {
  return {
    size: row.size,
    sku: row.sku,
    price: row.price,
    weight: row.weight,
    dimension: row.dimension,
    maxPerOrder: row.maxPerOrder,
    enabled: row.enabled,
  };
}

/**
 * scheduled / running / ended at `now`, by the same window rule the shop prices with
 * (`isDiscountActive` of @rona/rules, through `activeDiscount`).
 */
export function discountState(row: SizeRow, now: Date): DiscountState {
  const dated = discountFields(row);
  if (dated && isDiscountActive({ ...dated, startDate: dated.start, endDate: dated.end }, now)) return 'running';
  return row.discountStart && now < row.discountStart ? 'scheduled' : 'ended';
}

function discountView(row: SizeRow, now: Date): AdminDiscount | null {
  const d = discountFields(row);
  if (!d) return null;
  return {
    ...d,
    promoId: row.promoId,
    state: discountState(row, now),
    // The card's badge and price while it runs: the shop's own functions (@rona/rules).
    text: discountText(d, row.price),
    finalPrice: finalPrice(row.price, d),
  };
}

export function sizeView(row: SizeRow, now: Date): AdminSize {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    position: row.position,
    size: row.size,
    sku: row.sku,
    url: `${MERCHANT_SLUG}/${row.slug}`,
    price: row.price,
    stock: row.stock,
    weight: row.weight,
    dimension: row.dimension,
    maxPerOrder: row.maxPerOrder,
    enabled: row.enabled,
    discount: discountView(row, now),
    fixedPrice: warehouseOf(row, 0, now).fixedPrice,
  };
}
