import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { ronaPlugin } from './tools/eslint/file-names.mjs';
import { apiModuleOrder, apiModuleOrderExceptions } from './tools/eslint/api-module-order.mjs';
import { readdirSync } from 'node:fs';

const browserBanned = ['@fastify/*', 'fastify', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/pglite', 'pg', 'node:*'];
const pureBanned = ['react', 'react-dom', 'react-router-dom', '@mantine/*', 'ky', '@tanstack/*', ...browserBanned];

/**
 * Features with edges: in each front end, a folder of src/features imports no other feature (tests
 * included). What two features share lives in a named folder outside src/features (e.g. src/shared/<what-it-is>/)
 * or in a lib; the router (routes.tsx) is what puts features together.
 */
const featureEdges = ['storefront', 'account-checkout', 'linkpage', 'backoffice'].flatMap((app) => {
  const root = `apps/${app}/src/features`;
  const features = readdirSync(new URL(root, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => {
    const others = features.filter((other) => other !== feature);
    return {
      files: [`${root}/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: others.flatMap((other) => [
                  `**/features/${other}`,
                  `**/features/${other}/**`,
                  ...['../', '../../', '../../../'].flatMap((up) => [`${up}${other}`, `${up}${other}/**`]),
                ]),
                message: `A feature imports no other feature: move what '${feature}' shares with it to src/shared/ (or a lib).`,
              },
            ],
          },
        ],
      },
    };
  });
});

/**
 * The API's composition root (docs/ARCHITECTURE.md): settings come from the validated config.ts only;
 * the HTTP layer does not reach up into modules or services; modules decorate nothing (the shared
 * services in apps/api/src/services do, as named plugins).
 */
const apiCompositionRoot = [
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts', '**/*.test.ts', '**/*.testing.ts', 'apps/api/src/testing/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings from the validated config (apps/api/src/config.ts).',
        },
      ],
    },
  },
  {
    files: ['apps/api/src/http/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.testing.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/services/**'],
              message: 'http/ is below the modules: take what it needs as a parameter or from app (a service).',
            },
          ],
        },
      ],
    },
  },
  {
    // Modules in one direction: each imports only the modules below it (tools/eslint/api-module-order.mjs).
    // Tests and test kits put modules together as the composition root does, so they may import any module.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.testing.ts', '**/*-test-kit.ts'],
    plugins: { rona: ronaPlugin },
    rules: {
      'rona/module-order': [
        'error',
        { root: 'apps/api/src/modules', order: apiModuleOrder, exceptions: apiModuleOrderExceptions },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='decorate']",
          message: 'A module decorates nothing: shared services are built in apps/api/src/services.',
        },
      ],
    },
  },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/coverage',
      '**/test-results',
      '**/playwright-report',
      'data/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          // The domain's endpoint table is imported lazily (with the API client's first call) while its
          // types and small helpers are imported statically: separate entry points, on purpose (issue 15).
          checkDynamicDependenciesExceptions: ['@rona/domain'],
          depConstraints: [
            // Scopes: an app never imports another app; front ends never import the API server or its
            // packages (fastify, drizzle, pg); the API never imports the browser libs (ui, api-client).
            {
              sourceTag: 'scope:storefront',
              onlyDependOnLibsWithTags: ['scope:storefront', 'scope:shared'],
              bannedExternalImports: browserBanned,
            },
            {
              sourceTag: 'scope:account',
              onlyDependOnLibsWithTags: ['scope:account', 'scope:shared'],
              bannedExternalImports: browserBanned,
            },
            {
              sourceTag: 'scope:linkpage',
              onlyDependOnLibsWithTags: ['scope:linkpage', 'scope:shared'],
              bannedExternalImports: browserBanned,
            },
            {
              sourceTag: 'scope:backoffice',
              onlyDependOnLibsWithTags: ['scope:backoffice', 'scope:shared'],
              bannedExternalImports: browserBanned,
            },
            {
              sourceTag: 'scope:api',
              onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'],
              notDependOnLibsWithTags: ['type:ui', 'type:data'],
              bannedExternalImports: ['react', 'react-dom', 'react-router-dom', '@mantine/*', '@tanstack/*', 'ky'],
            },
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared', 'scope:api'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            // Layers.
            {
              sourceTag: 'type:app',
              // type:server (node-only page-server harness): only an app's src/server/ imports it (see below).
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:ui',
                'type:data',
                'type:domain',
                'type:util',
                'type:server',
              ],
            },
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:server', 'type:domain', 'type:util'] },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data', 'type:domain', 'type:util'],
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:ui', 'type:data', 'type:domain', 'type:util'],
              bannedExternalImports: browserBanned,
            },
            {
              sourceTag: 'type:data',
              onlyDependOnLibsWithTags: ['type:data', 'type:domain', 'type:util'],
              bannedExternalImports: ['react-dom', '@mantine/*', ...browserBanned],
            },
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:domain', 'type:util'],
              bannedExternalImports: pureBanned,
            },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'], bannedExternalImports: pureBanned },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // File and folder names are kebab-case (tools/eslint/file-names.mjs).
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    plugins: { rona: ronaPlugin },
    rules: { 'rona/kebab-case-file-names': 'error' },
  },
  {
    // Browser code: run-time imports from the domain come from '@rona/domain/browser' (no zod in first loads).
    files: [
      'apps/{storefront,account-checkout,linkpage,backoffice}/src/**/*.{ts,tsx}',
      'libs/shared/{ui,api-client}/src/**/*.{ts,tsx}',
    ],
    // An app's src/server/ is its Node entry (server rendering), not browser code.
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', 'apps/*/src/server/**'],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@tanstack/query/exhaustive-deps': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@rona/domain',
              message: "Import run-time values from '@rona/domain/browser'; use `import type` for schemas' types.",
              allowTypeImports: true,
            },
            {
              name: 'zod',
              message: 'zod stays out of browser first loads; validate forms in lazy chunks only.',
              allowTypeImports: true,
            },
            {
              name: '@rona/page-server',
              message: "Node-only: an app's page server is imported from its src/server/ entry only.",
            },
          ],
        },
      ],
    },
  },
  ...featureEdges,
  {
    // Build configuration shares the Vite setup in tools/vite by relative path: tooling, not app code.
    files: ['apps/*/vite.config.ts', 'apps/*/vite.*.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  ...apiCompositionRoot,
  {
    // Tooling (scripts, gateway, test setup, e2e config) reads the libs by path and may use any package.
    files: ['tools/**/*.{ts,mjs,js}', 'e2e/**/*.ts', 'apps/api/*.{ts,mjs}'],
    rules: { '@nx/enforce-module-boundaries': 'off', '@typescript-eslint/no-empty-function': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.spec.ts', '**/*.spec.tsx', '**/testing/**'],
    rules: { '@typescript-eslint/no-empty-function': 'off' },
  },
];
