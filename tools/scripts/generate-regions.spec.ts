import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  districtPostalCodes,
  regionsFromPackages,
  renderRegions,
  titleCase,
  type RegionsFile,
} from './generate-regions';

const committed = JSON.parse(
  readFileSync(new URL('../../apps/api/src/db/seed/regions.json', import.meta.url), 'utf8'),
) as RegionsFile;

describe('regions data file', () => {
  it('matches the installed idn-area-data and geografis (regenerate: npx tsx tools/scripts/generate-regions.ts)', () => {
    expect(renderRegions(committed)).toBe(renderRegions(regionsFromPackages()));
  });

  it('gives most districts their usual postal code', () => {
    expect(committed.districts.find(([code]) => code === '11.01.01')).toEqual(['11.01.01', 'Bakongan', '23773']);
    expect(committed.districts.filter(([, , postal]) => /^\d{5}$/.test(postal)).length).toBeGreaterThan(6000);
  });

  it("takes a district's most common village postal code", () => {
    const villages = [
      { code: '31.71.01.1001', postal: 10110 },
      { code: '31.71.01.1002', postal: 10120 },
      { code: '31.71.01.1003', postal: 10120 },
      { code: '31.71.02.1001', postal: null },
    ];
    expect([...districtPostalCodes(villages)]).toEqual([['31.71.01', '10120']]);
  });

  it('has all 38 provinces, and every city and district hangs under an existing parent', () => {
    expect(committed.provinces).toHaveLength(38);
    const provinceIds = new Set(committed.provinces.map(([code]) => code));
    const cityIds = new Set(committed.cities.map(([code]) => code));
    const parent = (code: string) => code.slice(0, code.lastIndexOf('.'));
    expect(committed.cities.every(([code]) => provinceIds.has(parent(code)))).toBe(true);
    expect(committed.districts.every(([code]) => cityIds.has(parent(code)))).toBe(true);
    expect(committed.cities.length).toBeGreaterThan(500);
    expect(committed.districts.length).toBeGreaterThan(7000);
  });

  it('turns the all-caps names into title case, keeping DKI', () => {
    expect(titleCase('DKI JAKARTA')).toBe('DKI Jakarta');
    expect(titleCase('KABUPATEN ACEH  SELATAN')).toBe('Kabupaten Aceh Selatan');
  });
});
