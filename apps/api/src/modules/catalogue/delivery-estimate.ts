import { and, eq } from 'drizzle-orm';
import { isUuid, type DeliveryEstimate } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { addresses, cities, districts, variants } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { courierList } from '../shipping/repository';
import { ShippingUnavailable, type ShippingProvider } from '../shipping';
import { ORIGIN_CITY } from '../shipping/rate-table';
import { catalogueMessages as m } from './messages';
import { warehouseOf } from './pricing';

interface Place {
  provinceId: string;
  cityId: string;
  districtId: string;
  district: string;
  city: string;
}

async function placeOfDistrict(db: DbOrTx, districtId: string): Promise<Place | null> {
  const [row] = await db
    .select({
      districtId: districts.id,
      district: districts.name,
      cityId: cities.id,
      city: cities.name,
      provinceId: cities.provinceId,
    })
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .where(eq(districts.id, districtId));
  return row ?? null;
}

async function primaryDistrict(db: DbOrTx, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ districtId: addresses.districtId })
    .from(addresses)
    .where(and(eq(addresses.userId, memberId), eq(addresses.primary, true)));
  return row?.districtId ?? null;
}

/**
 * The product page's delivery hint (issue 24): the warehouse's city, and the cheapest service of
 * the checkout's own shipping provider for one unit of the size to the district asked for, else the
 * member's primary address. No district (a guest who has not picked one): no price, only the city.
 */
export async function deliveryEstimate(
  db: DbOrTx,
  provider: ShippingProvider,
  query: { variant: string; district?: string },
  memberId: string | null,
): Promise<DeliveryEstimate> {
  const [variant] = isUuid(query.variant) ? await db.select().from(variants).where(eq(variants.id, query.variant)) : [];
  if (!variant) throw notFound(m.productNotFound);
  const [origin] = await db.select({ name: cities.name }).from(cities).where(eq(cities.id, ORIGIN_CITY));
  const districtId = query.district ?? (memberId ? await primaryDistrict(db, memberId) : null);
  const place = districtId ? await placeOfDistrict(db, districtId) : null;
  if (districtId && !place) throw notFound(m.districtNotFound);
  const answer: DeliveryEstimate = { origin: origin?.name ?? '', destination: null, cheapest: null };
  if (!place) return answer;
  answer.destination = { districtId: place.districtId, district: place.district, city: place.city };
  try {
    const services = await provider.price(
      {
        destination: { provinceId: place.provinceId, cityId: place.cityId, districtId: place.districtId },
        weight: variant.weight,
        itemValue: warehouseOf(variant, 0, new Date()).fixedPrice,
      },
      await courierList(db),
    );
    const cheapest = services.reduce<(typeof services)[number] | null>(
      (best, s) => (best === null || s.cost < best.cost ? s : best),
      null,
    );
    if (cheapest)
      answer.cheapest = {
        courier: cheapest.service,
        service: cheapest.service_name,
        price: cheapest.cost,
        etd: cheapest.etd,
      };
  } catch (error) {
    if (!(error instanceof ShippingUnavailable)) throw error;
    throw error.reason === 'district'
      ? new HttpError(400, error.message, [{ message: error.message }])
      : new HttpError(502, m.shippingDown, [{ message: m.shippingDown }]);
  }
  return answer;
}
