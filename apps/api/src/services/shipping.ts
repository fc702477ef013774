import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ShippingProvider } from '../modules/shipping';
import { districtIdsFromTable } from '../modules/shipping/district-map';
import { kiriminAjaProvider } from '../modules/shipping/kiriminaja';
import { rateTableProvider } from '../modules/shipping/rate-table';

declare module 'fastify' {
  interface FastifyInstance {
    /** Courier prices and parcel tracking (KiriminAja, or the built-in rate table). */
    shipping: ShippingProvider;
  }
}

/** KiriminAja when KIRIMINAJA_URL, KIRIMINAJA_TOKEN and KIRIMINAJA_ORIGIN are set, else the built-in rate table. */
export function createShippingProvider(settings: Config['shipping'], db: Database): ShippingProvider {
  const k = settings.kiriminAja;
  if (!k) return rateTableProvider();
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
    app.decorate('shipping', createShippingProvider(app.config.shipping, app.db));
  },
  { name: 'shipping', dependencies: ['config', 'database'] },
);
