/**
 * Writes apps/api/src/db/seed/regions.json: Indonesia's 38 provinces, their regencies/cities and
 * districts from the idn-area-data package (Kemendagri codes), in a compact form the seed loads
 * into the provinces / cities / districts tables. A parent's code is the child's code without
 * its last part (11 → 11.01 → 11.01.01), so only [code, name] pairs are stored; districts carry
 * a third field, their postal code: the most common one of their villages in the geografis
 * package (same Kemendagri codes), '' where it has none.
 * Run: npx tsx tools/scripts/generate-regions.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type RegionRow = [code: string, name: string];
export type DistrictRow = [code: string, name: string, postalCode: string];
export interface RegionsFile {
  source: string;
  provinces: RegionRow[];
  cities: RegionRow[];
  districts: DistrictRow[];
}

/** Words kept upper case when the all-caps source names are turned into title case. */
const ACRONYMS = new Set(['DKI']);

export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .split(' ')
    .filter(Boolean)
    .map((w) => (ACRONYMS.has(w.toUpperCase()) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** The CSVs have no quoting: code, (parent code,) name — the name is everything after the last code column. */
function readCsv(file: string, codeColumns: number): RegionRow[] {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/).slice(1).filter(Boolean);
  return lines.map((line) => {
    const parts = line.split(',');
    return [(parts[0] ?? '').trim(), parts.slice(codeColumns).join(',').trim()];
  });
}

/** One village of geografis's flat data.json. */
interface GeoVillage {
  code: string;
  postal?: number | string | null;
}

/** District code → its most common village postal code (ties: the lowest code). */
export function districtPostalCodes(villages: readonly GeoVillage[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const v of villages) {
    const postal = String(v.postal ?? '').trim();
    if (!/^\d{5}$/.test(postal)) continue;
    const district = v.code.slice(0, v.code.lastIndexOf('.'));
    const byPostal = counts.get(district) ?? new Map<string, number>();
    byPostal.set(postal, (byPostal.get(postal) ?? 0) + 1);
    counts.set(district, byPostal);
  }
  const result = new Map<string, string>();
  for (const [district, byPostal] of counts) {
    const [best] = [...byPostal].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    if (best) result.set(district, best[0]);
  }
  return result;
}

export function buildRegions(
  dataDir: string,
  version: string,
  postalCodes: Map<string, string> = new Map(),
  postalSource = '',
): RegionsFile {
  const provinces = readCsv(path.join(dataDir, 'provinces.csv'), 1).map(([c, n]): RegionRow => [c, titleCase(n)]);
  const cities = readCsv(path.join(dataDir, 'regencies.csv'), 2).map(([c, n]): RegionRow => [c, titleCase(n)]);
  // District names are already in mixed case (Ma'u, Na IX - X); keep them as published.
  const districts = readCsv(path.join(dataDir, 'districts.csv'), 2).map(([c, n]): DistrictRow => [
    c,
    n,
    postalCodes.get(c) ?? '',
  ]);
  const byCode = (a: { 0: string }, b: { 0: string }) => a[0].localeCompare(b[0]);
  return {
    source: `idn-area-data ${version} (Kepmendagri area codes)${postalSource ? `; postal codes: ${postalSource}` : ''}`,
    provinces: provinces.sort(byCode),
    cities: cities.sort(byCode),
    districts: districts.sort(byCode),
  };
}

/** One row per line: readable diffs, still compact. */
export function renderRegions(r: RegionsFile): string {
  const rows = (list: readonly (RegionRow | DistrictRow)[]) =>
    list.map((row) => `    ${JSON.stringify(row)}`).join(',\n');
  return `{\n  "source": ${JSON.stringify(r.source)},\n  "provinces": [\n${rows(r.provinces)}\n  ],\n  "cities": [\n${rows(r.cities)}\n  ],\n  "districts": [\n${rows(r.districts)}\n  ]\n}\n`;
}

/** The regions from the installed packages (idn-area-data for the areas, geografis for postal codes). */
export function regionsFromPackages(): RegionsFile {
  const require = createRequire(import.meta.url);
  const version = (name: string) =>
    (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
  const areaDir = path.join(path.dirname(require.resolve('idn-area-data/package.json')), 'data');
  const geoFile = path.join(path.dirname(require.resolve('geografis/package.json')), 'data/json/data.json');
  const postal = districtPostalCodes(JSON.parse(readFileSync(geoFile, 'utf8')) as GeoVillage[]);
  return buildRegions(areaDir, version('idn-area-data'), postal, `geografis ${version('geografis')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const regions = regionsFromPackages();
  const target = fileURLToPath(new URL('../../apps/api/src/db/seed/regions.json', import.meta.url));
  writeFileSync(target, renderRegions(regions));
  const withPostal = regions.districts.filter((d) => d[2]).length;
  console.log(
    `wrote ${target}: ${regions.provinces.length} provinces, ${regions.cities.length} cities, ${regions.districts.length} districts (${withPostal} with a postal code)`,
  );
}
