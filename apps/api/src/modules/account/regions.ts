import { asc, eq } from 'drizzle-orm';
import type { CityOption, DistrictOption, ProvinceOption } from '@rona/domain';
import type { Database } from '../../db/client';
import { cities, districts, provinces } from '../../db/schema';
import { notFound } from '../../http/errors';
import { memberMessages as m } from './messages';

/** Area pickers (spec 3 §3, the provider's field names), alphabetical as the form lists them. */
export async function listProvinces(db: Database): Promise<ProvinceOption[]> {
  return db.select({ id: provinces.id, provinsi_name: provinces.name }).from(provinces).orderBy(asc(provinces.name));
}

export async function listCities(db: Database, provinceId: string): Promise<CityOption[]> {
  const rows = await db
    .select({ id: cities.id, kabupaten_name: cities.name, provinsi_id: cities.provinceId })
    .from(cities)
    .where(eq(cities.provinceId, provinceId))
    .orderBy(asc(cities.name));
  if (!rows.length) throw notFound(m.provinceNotFound);
  return rows;
}

/** Districts with their usual postal code ('' where the dataset has none; the member can still type one). */
export async function listDistricts(db: Database, cityId: string): Promise<DistrictOption[]> {
  const rows = await db
    .select({
      id: districts.id,
      kecamatan_name: districts.name,
      kabupaten_id: districts.cityId,
      postal_code: districts.postalCode,
    })
    .from(districts)
    .where(eq(districts.cityId, cityId))
    .orderBy(asc(districts.name));
  if (!rows.length) throw notFound(m.cityNotFound);
  return rows;
}
