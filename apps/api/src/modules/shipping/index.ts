import type { Database } from '../../db/client';
import { districtIdsFromTable } from './district-map';
import { kiriminAjaProvider } from './kiriminaja';
import type { ShippingProvider } from './provider';
import { rateTableProvider } from './rate-table';

export type {
  CourierEvent,
  ShippingArea,
  ShippingCourier,
  ShippingProvider,
  ShippingQuoteRequest,
  TrackingContext,
} from './provider';
export { ShippingUnavailable } from './provider';

/**
 * KiriminAja when KIRIMINAJA_URL and KIRIMINAJA_TOKEN are set (KIRIMINAJA_ORIGIN = its kecamatan id
 * of the warehouse), else the built-in rate table.
 */
export function shippingProviderFromEnv(db: Database, env: NodeJS.ProcessEnv = process.env): ShippingProvider {
  const baseUrl = env.KIRIMINAJA_URL?.trim();
  const token = env.KIRIMINAJA_TOKEN?.trim();
  if (!baseUrl || !token) return rateTableProvider();
  const origin = Number.parseInt(env.KIRIMINAJA_ORIGIN ?? '', 10);
  if (!Number.isInteger(origin)) throw new Error('KIRIMINAJA_ORIGIN must be the kecamatan id of the warehouse');
  return kiriminAjaProvider({ baseUrl, token, originDistrictId: origin, districtIds: districtIdsFromTable(db) });
}
