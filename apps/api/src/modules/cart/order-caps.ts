import type { OrderCaps } from '../../config';
import { badRequest } from '../../http/errors';
import { cartMessages as m, fill } from './messages';

export type { OrderCaps };

/** The caps when no configuration is passed (the config's defaults; tests and tools). */
export const DEFAULT_ORDER_CAPS: OrderCaps = {
  perVariant: 10,
  unitsPerOrder: 30,
  openUnpaidPerMember: 3,
  openUnpaidPerContact: 2,
  openUnpaidPerAddress: 3,
};

/**
 * Most units of one variant a cart line, a checkout or an order may hold: the variant's own
 * `max_per_order` when set, else the shop default. A discount's `purchaseLimit` is not a cap: past
 * it the line is simply priced regular (spec 1 §4), see docs/product/orders.md.
 */
export const variantCap = (caps: OrderCaps, row: { maxPerOrder: number | null }): number =>
  row.maxPerOrder ?? caps.perVariant;

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
