import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shippingDistrictIds } from '../../db/schema';
import type { DistrictIdLookup } from './kiriminaja';

/** The mapping hook backed by the `shipping_district_ids` table. */
export function districtIdsFromTable(db: DbOrTx): DistrictIdLookup {
  return async (districtId) => {
    const [row] = await db
      .select({ id: shippingDistrictIds.providerId })
      .from(shippingDistrictIds)
      .where(eq(shippingDistrictIds.districtId, districtId));
    return row?.id ?? null;
  };
}
