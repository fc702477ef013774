import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const libs = fileURLToPath(new URL('../../libs/shared/', import.meta.url));

/**
 * API tests: `app.inject` on a freshly built app with a fresh database per file (in-memory
 * PGlite, or a throw-away PostgreSQL database when TEST_DATABASE_URL is set), each copied from a
 * template migrated once by the global setup.
 */
export default defineConfig({
  resolve: {
    alias: [{ find: /^@rona\/([a-z-]+)$/, replacement: `${libs}$1/src/index.ts` }],
  },
  test: {
    name: 'api',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/database-template.global.ts'],
    testTimeout: 30_000,
    // Password hashes at a test cost (production: OWASP's, see modules/auth/passwords.ts).
    env: { PASSWORD_HASH_COST: 'fast' },
    hookTimeout: 60_000,
  },
});
