import type { CourierEvent, TrackingContext } from './provider';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The steps of the sandbox's parcel, after the hand-over: when (after shipping) and what the courier says. */
export const SANDBOX_TIMELINE: readonly {
  after: number;
  state: CourierEvent['state'];
  text: (c: { origin: string; destination: string }) => string;
}[] = [
  { after: 0, state: 'PICKED_UP', text: (c) => `Paket diterima kurir di ${c.origin}` },
  { after: 2 * HOUR, state: 'IN_TRANSIT', text: (c) => `Paket tiba di gudang sortir ${c.origin}` },
  { after: 6 * HOUR, state: 'IN_TRANSIT', text: (c) => `Paket diberangkatkan ke ${c.destination}` },
  { after: 20 * HOUR, state: 'IN_TRANSIT', text: (c) => `Paket tiba di gudang ${c.destination}` },
  { after: 26 * HOUR, state: 'OUT_FOR_DELIVERY', text: (c) => `Paket dibawa kurir menuju alamat di ${c.destination}` },
  { after: 30 * HOUR, state: 'DELIVERED', text: () => 'Paket diterima' },
];

/** The warehouse's city (the rate table prices from Jakarta Selatan). */
const ORIGIN = 'Jakarta Selatan';
const DRIVER = 'Budi (kurir sandbox)';

/**
 * The sandbox's courier (no network): a plausible timeline that advances with the time since the
 * parcel shipped, read from the injected clock — a parcel shipped a minute ago has been picked up,
 * one shipped two days ago has been delivered. The same waybill always gives the same scans.
 */
export function sandboxTracker(clock: () => Date = () => new Date()) {
  return async function track(_waybill: string, _courier: string, context: TrackingContext): Promise<CourierEvent[]> {
    const now = clock().getTime();
    const start = context.shippedAt.getTime();
    const where = { origin: ORIGIN, destination: context.destinationCity?.trim() || 'kota tujuan' };
    return SANDBOX_TIMELINE.filter((step) => start + step.after <= now).map((step) => ({
      at: new Date(start + step.after),
      state: step.state,
      description: step.text(where),
      driver: step.state === 'OUT_FOR_DELIVERY' ? DRIVER : null,
      receiver: step.state === 'DELIVERED' ? (context.recipientName ?? null) : null,
      images: [],
    }));
  };
}
