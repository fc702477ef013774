import type { OrderCaps } from '../../config';

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
