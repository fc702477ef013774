import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const libs = fileURLToPath(new URL('../../libs/shared/', import.meta.url));

/**
 * API tests: `app.inject` on a freshly built app with a fresh database per file (in-memory
 * PGlite, or a throw-away PostgreSQL database when TEST_DATABASE_URL is set), each copied from a
 * template migrated once by the global setup.
 */
/**
 * Files that share Redis's rate-limit keys (one key prefix): they run one at a time, after the rest.
 * Every other file has its own database and app, so two run at once: Vitest's default on a 2-core
 * machine is one worker (cores − 1), which left a core idle while a file waited on its database.
 */
const sharedRedis = [
  'src/modules/auth/rate-limit.test.ts',
  'src/modules/auth/throttle-gateway.test.ts',
  'src/observability/observability.test.ts',
];

export default defineConfig({
  resolve: {
    alias: [{ find: /^@rona\/([a-z-]+)$/, replacement: `${libs}$1/src/index.ts` }],
  },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    globalSetup: ['src/testing/database-template.global.ts'],
    testTimeout: 30_000,
    // Password hashes at a test cost (production: OWASP's, see modules/auth/passwords.ts).
    env: { PASSWORD_HASH_COST: 'fast' },
    hookTimeout: 60_000,
    projects: [
      // The files share their worker's loaded modules (`isolate: false`: importing the whole app again
      // was a third of a file's time); each still builds its own app on its own database.
      {
        extends: true,
        test: { name: 'api', include: ['src/**/*.test.ts'], exclude: sharedRedis, maxWorkers: 2, isolate: false },
      },
      {
        extends: true,
        test: { name: 'api-redis', include: sharedRedis, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
