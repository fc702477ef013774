import type { OrderCaps } from '../../config';
import { badRequest } from '../../http/errors';
import { variantCap } from '../catalogue/variant-caps';
import { cartMessages as m, fill } from './messages';

export type { OrderCaps };
/** The caps and a variant's cap live with the catalogue, which shows them on the product page. */
export { DEFAULT_ORDER_CAPS, variantCap } from '../catalogue/variant-caps';

/** 400 'Maksimal N unit <name> per pesanan' when the quantity is over the variant's cap. */
export function checkVariantCap(
  caps: OrderCaps,
  row: { maxPerOrder: number | null },
  quantity: number,
  name: string,
): void {
  const max = variantCap(caps, row);
  if (quantity > max) throw badRequest(fill(m.overCap, { max, name }));
}

/** 400 'Maksimal N produk dalam satu pesanan' when the lines hold more units than one order may. */
export function checkOrderUnits(caps: OrderCaps, lines: readonly { quantity: number }[]): void {
  const units = lines.reduce((s, l) => s + l.quantity, 0);
  if (units > caps.unitsPerOrder) throw badRequest(fill(m.overUnits, { max: caps.unitsPerOrder }));
}
