import type { CityOption, DistrictOption, ProvinceOption } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { memberMessages as m } from './messages';
import { cityRows, districtRows, provinceRows } from './repository';

/** Area pickers (spec 3 §3, the provider's field names), alphabetical as the form lists them. */
export async function listProvinces(db: DbOrTx): Promise<ProvinceOption[]> {
  return provinceRows(db);
}

export async function listCities(db: DbOrTx, provinceId: string): Promise<CityOption[]> {
  const rows = await cityRows(db, provinceId);
  if (!rows.length) throw notFound(m.provinceNotFound);
  return rows;
}

/** Districts with their usual postal code ('' where the dataset has none; the member can still type one). */
export async function listDistricts(db: DbOrTx, cityId: string): Promise<DistrictOption[]> {
  const rows = await districtRows(db, cityId);
  if (!rows.length) throw notFound(m.cityNotFound);
  return rows;
}
