import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Clock } from './clock';
import type { Database } from '../db/client';
import type { ShippingProvider } from '../modules/shipping';
import { districtIdsFromTable } from '../modules/shipping/repository';
import { kiriminAjaProvider } from '../modules/shipping/kiriminaja';
import { rateTableProvider } from '../modules/shipping/rate-table';

declare module 'fastify' {
  interface FastifyInstance {
    /** Courier prices and parcel tracking (KiriminAja, or the built-in rate table). */
    shipping: ShippingProvider;
  }
}

/**
 * KiriminAja when KIRIMINAJA_URL, KIRIMINAJA_TOKEN and KIRIMINAJA_ORIGIN are set, else the built-in
 * rate table, whose sandbox courier moves parcels along on the app's clock.
 */
export function createShippingProvider(
  settings: Config['shipping'],
  db: Database,
  clock: Clock = { now: () => new Date() },
): ShippingProvider {
  const k = settings.kiriminAja;
  if (!k) return rateTableProvider(undefined, () => clock.now());
  return kiriminAjaProvider({
    baseUrl: k.baseUrl,
    token: k.token,
    originDistrictId: k.originDistrictId,
    districtIds: districtIdsFromTable(db),
  });
}

/** `app.shipping`: one shipping provider for checkout prices, orders and tracking. */
export const shippingPlugin = fp(
  async (app) => {
    app.decorate('shipping', createShippingProvider(app.config.shipping, app.db, app.clock));
  },
  { name: 'shipping', dependencies: ['config', 'clock', 'database'] },
);
