import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/**
 * Mantine's stylesheets hold every component's rules (@mantine/core's is 250 KB, 36 KB gzipped), and
 * a page that uses Mantine loads all of them: the storefront's cart as a render-blocking stylesheet,
 * the account pages with their code. Each rule is keyed to a component by its class (`.m_77c9d27d`),
 * which lives in the component's `*.module.mjs` and nowhere else. This plugin keeps only the rules of
 * the components an app can reach: the names its sources import from `@mantine/*`, followed through
 * Mantine's own imports (a Select brings Combobox, Input, Popover…). It runs when the stylesheet is
 * compiled, so the file's content hash is that of what ships; at the end of the build it checks the
 * bundle against it and fails the build if a class the bundle uses lost its rules (docs/decisions/027).
 */

const MANTINE_CLASS = /\bm_[0-9a-f]{6,8}\b/g;
/** @mantine/core/styles.layer.css, @mantine/dates/styles.css, @mantine/core/styles/Button.css… */
const MANTINE_STYLESHEET = /[\\/]node_modules[\\/]@mantine[\\/][^\\/]+[\\/]styles[^?]*\.css(\?|$)/;
const PACKAGE_IMPORT = /^@mantine\/([a-z-]+)$/;

/** The rules of `css` whose Mantine classes are all in `kept`; rules without one stay as they are. */
export function keepMantineRules(css: string, kept: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const selectors = rule.selectors.filter((s) => (s.match(MANTINE_CLASS) ?? []).every((c) => kept.has(c)));
    if (selectors.length === 0) rule.remove();
    else if (selectors.length < rule.selectors.length) rule.selectors = selectors;
  });
  // @media, @supports and @layer blocks left empty, innermost first.
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) {
        at.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.(ts|tsx|mts|js|jsx|mjs)$/.test(name) && !/\.(spec|test)\.[a-z]+$/.test(name)) out.push(path);
  }
  return out;
}

/** Every module import of a source text: `[specifier, names | 'all']` (type-only imports left out). */
export function mantineImportsOf(code: string): [string, string[] | 'all'][] {
  const found: [string, string[] | 'all'][] = [];
  for (const m of code.matchAll(/\b(import|export)\s+(type\s+)?([^'";]*?)\s+from\s+['"]([^'"]+)['"]/g)) {
    const [, , typeOnly, clause, specifier] = m;
    if (typeOnly || !specifier.startsWith('@mantine/')) continue;
    const braces = /\{([^}]*)\}/.exec(clause);
    if (!braces) {
      if (/\*/.test(clause)) found.push([specifier, 'all']);
      continue;
    }
    const names = braces[1]
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type '))
      .map((n) => n.split(/\s+as\s+/)[0].trim());
    found.push([specifier, names]);
  }
  for (const m of code.matchAll(/\bimport\(\s*['"](@mantine\/[a-z-]+)['"]\s*\)/g)) found.push([m[1], 'all']);
  return found;
}

/** A package's public names and the esm file each comes from (its esm/index.mjs). */
function exportsOf(nodeModules: string, pkg: string): Map<string, string> {
  const index = join(nodeModules, '@mantine', pkg, 'esm/index.mjs');
  const map = new Map<string, string>();
  let code: string;
  try {
    code = readFileSync(index, 'utf8');
  } catch {
    return map; // @mantine/hooks and others without an esm index of components
  }
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const part of m[1].split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (name) map.set((alias ?? name).trim(), resolve(dirname(index), m[2]));
    }
  }
  return map;
}

/**
 * The Mantine classes an app can use: the components its sources import (by name; a namespace or
 * dynamic import takes the whole package), with everything those import inside Mantine.
 */
export function reachableMantineClasses(sourceDirs: string[], nodeModules: string): Set<string> {
  const wanted = new Map<string, Set<string> | 'all'>();
  const want = (pkg: string, names: string[] | 'all') => {
    const had = wanted.get(pkg);
    if (had === 'all') return false;
    if (names === 'all') {
      wanted.set(pkg, 'all');
      return true;
    }
    const set = had ?? new Set<string>();
    const before = set.size;
    names.forEach((n) => set.add(n));
    wanted.set(pkg, set);
    return set.size > before;
  };
  for (const dir of sourceDirs)
    for (const file of sourceFiles(dir))
      for (const [specifier, names] of mantineImportsOf(readFileSync(file, 'utf8'))) {
        const pkg = PACKAGE_IMPORT.exec(specifier)?.[1];
        if (pkg) want(pkg, names);
      }

  const visited = new Set<string>();
  const classes = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pkg, names] of [...wanted]) {
      const exported = exportsOf(nodeModules, pkg);
      const stack =
        names === 'all' ? [...new Set(exported.values())] : [...names].flatMap((n) => exported.get(n) ?? []);
      while (stack.length > 0) {
        const file = stack.pop() as string;
        if (visited.has(file)) continue;
        visited.add(file);
        const code = readFileSync(file, 'utf8');
        if (file.endsWith('.module.mjs')) for (const c of code.match(MANTINE_CLASS) ?? []) classes.add(c);
        for (const m of code.matchAll(/(?:import|export)\s*(?:[^'"]*?\bfrom\s*)?"(\.[^"]+)"/g))
          stack.push(resolve(dirname(file), m[1]));
        // Another Mantine package (dates and notifications use core's components): its names, then again.
        for (const [specifier, imported] of mantineImportsOf(code)) {
          const other = PACKAGE_IMPORT.exec(specifier)?.[1];
          if (other && want(other, imported)) grew = true;
        }
      }
    }
  }
  return classes;
}

/** Keeps, in an app's client build, only the Mantine rules of the components its sources reach. */
export function mantineStylesInUse({ sourceDirs, nodeModules }: { sourceDirs: string[]; nodeModules: string }): Plugin {
  let kept: Set<string> | undefined;
  let defined = new Set<string>();
  const keptClasses = () => (kept ??= reachableMantineClasses(sourceDirs, nodeModules));
  return {
    name: 'rona-mantine-styles-in-use',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!MANTINE_STYLESHEET.test(id)) return null;
      for (const c of code.match(MANTINE_CLASS) ?? []) defined.add(c);
      return { code: keepMantineRules(code, keptClasses()), map: null };
    },
    buildStart() {
      defined = new Set();
    },
    generateBundle(_, bundle) {
      if (defined.size === 0) return;
      const lost = new Set<string>();
      for (const file of Object.values(bundle))
        if (file.type === 'chunk')
          for (const c of file.code.match(MANTINE_CLASS) ?? [])
            if (defined.has(c) && !keptClasses().has(c)) lost.add(c);
      if (lost.size > 0)
        this.error(
          `Mantine classes used without their styles: ${[...lost].join(', ')}. A component reached ` +
            `Mantine in a way tools/vite/mantine-styles.ts does not follow.`,
        );
    },
  };
}
