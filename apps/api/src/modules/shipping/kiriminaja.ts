import type { ShippingService } from '@rona/domain';
import { postKiriminAja, type KiriminAjaConnection } from './kiriminaja-http';
import { kiriminAjaTracker } from './kiriminaja-tracking';
import { shippingMessages as m } from './messages';
import { ShippingUnavailable, type ShippingProvider, type ShippingQuoteRequest } from './provider';

/**
 * KiriminAja numbers its kecamatan itself; these ids differ from the government codes our
 * addresses carry, so every call goes through a mapping (a table in production, see repository.ts).
 */
export type DistrictIdLookup = (governmentDistrictId: string) => Promise<number | null>;

export interface KiriminAjaOptions extends KiriminAjaConnection {
  /** KiriminAja's kecamatan id of the warehouse (KIRIMINAJA_ORIGIN). */
  originDistrictId: number;
  districtIds: DistrictIdLookup;
}

export const PRICE_PATH = '/api/mitra/v6.1/shipping_price';

/** What KiriminAja's shipping_price answers per service (numbers sometimes arrive as text). */
interface KiriminAjaService {
  service: string;
  service_name: string;
  service_type: string;
  cost: number | string;
  etd: string;
  group: string;
  force_insurance?: boolean;
  setting?: { insurance_fee?: number | string; insurance_add_cost?: number | string };
}

const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number.parseFloat(String(v ?? '').replace('%', ''));
  return Number.isFinite(n) ? n : 0;
};

/** The request body of shipping_price, from our request and the mapped district ids. */
export function priceRequestBody(
  request: ShippingQuoteRequest,
  origin: number,
  destination: number,
  courierCodes: readonly string[],
) {
  return {
    origin,
    destination,
    weight: Math.max(1, Math.round(request.weight)),
    item_value: Math.max(0, Math.round(request.itemValue)),
    insurance: 1,
    courier: [...courierCodes],
  };
}

/** One KiriminAja service in the contract's shape; the agency shown is our courier name. */
export function toShippingService(s: KiriminAjaService, names: ReadonlyMap<string, string>): ShippingService {
  return {
    id: `${s.service}:${s.service_type}`,
    group: s.group,
    cost: num(s.cost),
    service: names.get(s.service) ?? s.service_name,
    service_type: s.service_type,
    service_name: s.service_name,
    etd: s.etd,
    insurance: Boolean(s.force_insurance),
    setting: { insurance_fee: num(s.setting?.insurance_fee), insurance_add_cost: num(s.setting?.insurance_add_cost) },
  };
}

/** The production provider: KiriminAja's price and tracking APIs, configured by env. */
export function kiriminAjaProvider(opts: KiriminAjaOptions): ShippingProvider {
  return {
    name: 'kiriminaja',
    track: kiriminAjaTracker(opts),
    async price(request, couriers) {
      const destination = await opts.districtIds(request.destination.districtId);
      if (destination === null) throw new ShippingUnavailable(m.districtNotServed, 'district');
      const body = priceRequestBody(
        request,
        opts.originDistrictId,
        destination,
        couriers.map((c) => c.code),
      );
      const { ok, json } = await postKiriminAja<{ status?: boolean; results?: KiriminAjaService[] }>(
        opts,
        PRICE_PATH,
        body,
        m.unavailable,
      );
      if (!ok || !json?.status || !Array.isArray(json.results)) throw new ShippingUnavailable(m.unavailable);
      const names = new Map(couriers.map((c) => [c.code, c.name]));
      return json.results.filter((s) => names.has(s.service)).map((s) => toShippingService(s, names));
    },
  };
}
