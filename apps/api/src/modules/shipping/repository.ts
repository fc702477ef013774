import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { couriers, shippingDistrictIds } from '../../db/schema';
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

/** The couriers the shop offers, in their display order. */
export function courierList(db: DbOrTx) {
  return db.select({ code: couriers.code, name: couriers.name }).from(couriers).orderBy(asc(couriers.position));
}
