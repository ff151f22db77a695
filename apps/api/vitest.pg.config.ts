import { defineProject } from 'vitest/config';
import { POSTGRES_TEST_FILES } from './src/test/postgres-files';

/**
 * `api-pg`: the API test files whose checks can differ on a PostgreSQL server, run again there
 * (`npm run test:api:pg` with TEST_DATABASE_URL; CI runs it), issue #36. Which files and why:
 * src/test/postgres-files.ts. Otherwise the settings of `api` (vitest.config.ts).
 */
export default defineProject({
  test: {
    name: 'api-pg',
    include: POSTGRES_TEST_FILES,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['src/test/setup.ts'],
    globalSetup: ['src/test/template-global-setup.ts'],
    isolate: false,
  },
});
