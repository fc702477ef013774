import { postKiriminAja, type KiriminAjaConnection } from './kiriminaja-http';
import { shippingMessages as m } from './messages';
import { ShippingUnavailable, type CourierEvent } from './provider';

export const TRACKING_PATH = '/api/mitra/tracking';

/** One line of KiriminAja's `histories` (newest first, local time 'YYYY-MM-DD HH:mm:ss' WIB). */
interface KiriminAjaHistory {
  created_at: string;
  status: string;
  /** 200: delivered; 100: moving; other codes for returns and problems. */
  status_code: number | string;
  driver?: string | null;
  receiver?: string | null;
}

interface KiriminAjaTracking {
  status?: boolean;
  text?: string;
  details?: {
    delivered?: boolean;
    returned?: boolean;
    images?: { camera_img?: string | null; signature_img?: string | null; pop_img?: string | null } | null;
  } | null;
  histories?: KiriminAjaHistory[];
}

/** KiriminAja writes times in WIB without a zone: '2021-07-14 16:00:00' → 09:00 UTC. */
export function wibTime(text: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?/.exec(text.trim());
  if (!m) return null;
  const d = new Date(`${m[1]}T${m[2]}${m[3] ?? ':00'}+07:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

const blankToNull = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

/** A history line's state, from its code and words (KiriminAja has no finer code for the middle steps). */
export function stateOf(h: KiriminAjaHistory): CourierEvent['state'] {
  const text = h.status.toLowerCase();
  if (/retur|return/.test(text)) return 'RETURNED';
  if (Number(h.status_code) === 200 || /delivered|diterima oleh|terkirim/.test(text)) return 'DELIVERED';
  if (/with delivery courier|dibawa kurir|sedang diantar|out for delivery/.test(text)) return 'OUT_FOR_DELIVERY';
  if (/picked|pickup|diterima kurir|manifest/.test(text)) return 'PICKED_UP';
  return 'IN_TRANSIT';
}

/** The courier's events, oldest first; the proof-of-delivery photos go on the delivered event. */
export function toCourierEvents(json: KiriminAjaTracking): CourierEvent[] {
  const photos = [json.details?.images?.camera_img, json.details?.images?.signature_img]
    .map((u) => blankToNull(u))
    .filter((u): u is string => u !== null && /^https:\/\//.test(u));
  const events: CourierEvent[] = [];
  for (const h of json.histories ?? []) {
    const at = wibTime(String(h.created_at ?? ''));
    if (!at || typeof h.status !== 'string') continue;
    const state = stateOf(h);
    events.push({
      at,
      state,
      description: h.status.trim(),
      driver: blankToNull(h.driver),
      receiver: blankToNull(h.receiver),
      images: state === 'DELIVERED' ? photos : [],
    });
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * KiriminAja's pull tracking (`POST /api/mitra/tracking {order_id}`, which takes the AWB too).
 * Answers are kept `cacheMs` (5 min) per waybill, so a tracking page opened often, or by many,
 * asks KiriminAja at most once in that time (couriers scan a few times a day).
 */
export function kiriminAjaTracker(opts: KiriminAjaConnection & { cacheMs?: number; now?: () => number }) {
  const cacheMs = opts.cacheMs ?? 5 * 60_000;
  const now = opts.now ?? Date.now;
  const cache = new Map<string, { until: number; events: CourierEvent[] }>();
  return async function track(waybill: string): Promise<CourierEvent[]> {
    const hit = cache.get(waybill);
    if (hit && hit.until > now()) return hit.events;
    const events = await ask(waybill);
    if (cache.size >= 1000) cache.delete(cache.keys().next().value as string);
    cache.set(waybill, { until: now() + cacheMs, events });
    return events;
  };

  async function ask(waybill: string): Promise<CourierEvent[]> {
    const { ok, json } = await postKiriminAja<KiriminAjaTracking>(
      opts,
      TRACKING_PATH,
      { order_id: waybill },
      m.trackingUnavailable,
    );
    if (!ok || !json?.status) throw new ShippingUnavailable(m.trackingUnavailable);
    return toCourierEvents(json);
  }
}
