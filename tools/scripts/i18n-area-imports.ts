/**
 * Each front-end module that shows strings of an i18n area outside the core (brand, layout,
 * pricing) imports `@rona/i18n/areas/<area>`, so that area lands in the chunks that use it and
 * not in every first load. This finds modules whose imports are missing;
 * `npx tsx tools/scripts/i18n-area-imports.ts --fix` adds them. A unit test runs the check.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const messagesDir = path.join(root, 'libs/shared/i18n/src/messages/id');
export const CORE_AREAS = ['brand', 'layout', 'pricing'];
const SCANNED = [
  'apps/storefront/src',
  'apps/account-checkout/src',
  'apps/linkpage/src',
  'libs/shared/ui/src',
  'libs/shared/rules/src',
  'libs/shared/api-client/src',
  'libs/shared/routes/src',
];

/** key → area, read from the area files (`'key': 'text'` lines). */
export function keyAreas(): Map<string, string> {
  const areas = new Map<string, string>();
  for (const file of readdirSync(messagesDir)) {
    const area = file.replace(/\.ts$/, '');
    if (area === 'index' || CORE_AREAS.includes(area)) continue;
    for (const m of readFileSync(path.join(messagesDir, file), 'utf8').matchAll(/^\s*'([^']+)':/gm))
      areas.set(m[1]!, area);
  }
  return areas;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.(spec|test)\.tsx?$/.test(name) ? [full] : [];
  });
}

const importLine = (area: string) => `import '@rona/i18n/areas/${area}';`;

export interface MissingAreas {
  file: string;
  areas: string[];
}

/** Modules that mention a key of an area without importing that area. */
export function findMissing(): MissingAreas[] {
  const areas = keyAreas();
  const missing: MissingAreas[] = [];
  for (const file of SCANNED.flatMap((d) => sourceFiles(path.join(root, d)))) {
    const text = readFileSync(file, 'utf8');
    if (text.includes("'@rona/i18n/all'")) continue;
    const used = new Set<string>();
    for (const m of text.matchAll(/['"`]([a-zA-Z][\w]*\.[\w.]+)['"`]/g)) {
      const area = areas.get(m[1]!);
      if (area) used.add(area);
    }
    const absent = [...used].filter((a) => !text.includes(importLine(a))).sort();
    if (absent.length) missing.push({ file: path.relative(root, file), areas: absent });
  }
  return missing;
}

/** Adds the import lines after the module's last top-level import. */
function fix(entry: MissingAreas) {
  const file = path.join(root, entry.file);
  const lines = readFileSync(file, 'utf8').split('\n');
  let last = -1;
  for (let i = 0; i < lines.length; i++) {
    if (/^import\s/.test(lines[i]!)) {
      last = i;
      while (last < lines.length - 1 && !/;\s*$/.test(lines[last]!)) last++;
      i = last;
    } else if (
      lines[i]!.trim() &&
      !lines[i]!.startsWith('//') &&
      !lines[i]!.startsWith('/*') &&
      !lines[i]!.startsWith(' *') &&
      last >= 0
    )
      break;
  }
  lines.splice(last + 1, 0, ...entry.areas.map(importLine));
  writeFileSync(file, lines.join('\n'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const missing = findMissing();
  if (process.argv.includes('--fix')) missing.forEach(fix);
  for (const m of missing)
    console.log(`${process.argv.includes('--fix') ? 'fixed' : 'missing'}: ${m.file} ← ${m.areas.join(', ')}`);
  if (!process.argv.includes('--fix') && missing.length) process.exit(1);
}
