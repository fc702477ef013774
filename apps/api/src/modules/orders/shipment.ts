import type { TrackingEvent } from '@rona/domain';
import type { orders } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { ShippingUnavailable, type CourierEvent, type ShippingProvider } from '../shipping';
import { orderMessages as m } from './messages';
import { moveOrder, type MoveBy } from './transitions';

type OrderRow = typeof orders.$inferSelect;

/** A receipt number as couriers print them: letters, digits and dashes, 6–40 long (spaces dropped, upper case). */
export function normalizeWaybill(raw: string | null | undefined): string | null {
  const waybill = (raw ?? '').replace(/\s+/g, '').toUpperCase();
  return /^[A-Z0-9-]{6,40}$/.test(waybill) ? waybill : null;
}

/** The courier code of the order's service: the quote id starts with it ('jne:REG:jawa:1'). */
export const courierOf = (order: Pick<OrderRow, 'shipping'>) => order.shipping.id.split(':')[0] ?? '';

/**
 * The operator ships the parcel: PROCESS/WAITING_COURIER → SHIPPED with the courier's receipt
 * number. Every service the shop offers is a courier that hands one out (the same-day ones a
 * booking code), and tracking needs it, so shipping without one is refused (docs/product/orders.md).
 * The 'shipped' message, written in the same transaction, is rendered from the order and carries it.
 */
export async function shipOrder(
  tx: Parameters<typeof moveOrder>[0],
  order: OrderRow,
  opts: { waybill: string | null | undefined; note?: string | null; now?: Date; by?: MoveBy },
): Promise<OrderRow> {
  if (!opts.waybill?.trim()) throw badRequest(m.waybillRequired);
  const waybill = normalizeWaybill(opts.waybill);
  if (!waybill) throw badRequest(m.waybillInvalid);
  return moveOrder(tx, order, 'ship', 'operator', { note: opts.note, now: opts.now, set: { waybill }, by: opts.by });
}

/** Statuses whose parcel has a courier timeline to show. */
const TRACKED = new Set(['SHIPPED', 'DELIVERED', 'SUCCESS']);

const courierEvent = (e: CourierEvent): TrackingEvent => ({
  created_at: e.at.toISOString(),
  status: `COURIER_${e.state}`,
  status_message: e.description,
  icon: null,
  driver: e.driver,
  receiver: e.receiver,
  images: e.images,
});

/**
 * The order's timeline, newest first: its own status history plus, once shipped with a waybill,
 * the courier's scans from the shipping adapter. A courier that cannot be asked leaves the
 * history alone (logged), so the page never fails because of it.
 */
export async function withCourierEvents(
  history: TrackingEvent[],
  order: OrderRow,
  shipping: Pick<ShippingProvider, 'track'>,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<TrackingEvent[]> {
  const shipped = history.find((h) => h.status === 'SHIPPED');
  if (!order.waybill || !shipped || !TRACKED.has(order.status)) return history;
  let scans: CourierEvent[] = [];
  try {
    scans = await shipping.track(order.waybill, courierOf(order), {
      shippedAt: new Date(shipped.created_at),
      destinationCity: order.address.area.city,
      recipientName: order.address.recipientName,
    });
  } catch (error) {
    if (!(error instanceof ShippingUnavailable)) throw error;
    log?.warn({ invoice: order.invoice, err: error.message }, 'courier tracking unavailable');
  }
  // A stable sort: at the same moment the order's own row comes first.
  return [...history, ...scans.map(courierEvent)].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}
