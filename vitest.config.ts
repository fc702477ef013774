import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

const libs = [
  'libs/shared/{domain,rules,routes,i18n,api-client,seo,page-server}/src/**/*.spec.ts',
  'tools/**/*.spec.ts',
];
const ui = [
  'libs/shared/ui/src/**/*.spec.{ts,tsx}',
  'apps/{storefront,account-checkout,linkpage,backoffice}/src/**/*.spec.{ts,tsx}',
];

/**
 * Spec files that replace a module (`vi.mock`): a replacement needs the file's own module graph, so
 * these run isolated; every other file shares its worker's loaded modules (see `isolate` below).
 */
const replacingModules = ['libs', 'apps', 'tools'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.spec\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8'))),
);

const exclude = [...configDefaults.exclude, ...replacingModules];

const dom = {
  environment: 'happy-dom',
  setupFiles: ['tools/testing/setup-dom.ts'],
  // Component tests render whole pages in happy-dom; on a loaded 2-core machine one can take
  // over Vitest's default 5 s. This bounds a hang, it measures no speed.
  testTimeout: 15_000,
} as const;

/**
 * Unit and component tests of every lib and front-end app, in one run.
 * The API's tests need a database and run on their own: see apps/api/vitest.config.ts.
 */
export default defineConfig({
  test: {
    // Two at once on a 2-core machine (Vitest's default there is one worker: cores − 1); every spec
    // file owns its DOM, servers (port 0) and fakes.
    maxWorkers: 2,
    // `isolate: false`: files in one worker share its loaded modules (React, Mantine, the router:
    // most of a file's time was importing them again), which cuts the run's CPU time about 3×.
    // tools/testing/setup-dom.ts gives each file a fresh page, storage and URL instead.
    projects: [
      { test: { name: 'libs', environment: 'node', isolate: false, include: libs, exclude } },
      { test: { name: 'ui', ...dom, isolate: false, include: ui, exclude } },
      { test: { name: 'isolated', ...dom, include: replacingModules } },
    ],
  },
});
