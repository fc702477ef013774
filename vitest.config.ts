import { defineConfig } from 'vitest/config';

/**
 * Unit and component tests of every lib and front-end app, in one run.
 * The API's tests need a database and run on their own: see apps/api/vitest.config.ts.
 */
export default defineConfig({
  test: {
    // Two at once on a 2-core machine (Vitest's default there is one worker: cores − 1); every spec
    // file owns its DOM, servers (port 0) and fakes.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'libs',
          environment: 'node',
          include: [
            'libs/shared/{domain,rules,routes,i18n,api-client,seo,page-server}/src/**/*.spec.ts',
            'tools/**/*.spec.ts',
          ],
        },
      },
      {
        test: {
          name: 'ui',
          environment: 'happy-dom',
          include: [
            'libs/shared/ui/src/**/*.spec.{ts,tsx}',
            'apps/{storefront,account-checkout,linkpage,backoffice}/src/**/*.spec.{ts,tsx}',
          ],
          setupFiles: ['tools/testing/setup-dom.ts'],
          // Component tests render whole pages in happy-dom; on a loaded 2-core machine one can take
          // over Vitest's default 5 s. This bounds a hang, it measures no speed.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
