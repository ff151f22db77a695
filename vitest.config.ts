import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core (issue #36): vitest's default leaves one free, which on CI's two cores is one worker for 166
    // files.
    maxWorkers: '100%',
    // `npm test` runs contract, api and web (test:unit); api-s3 (npm run test:api:s3) and api-pg (npm run
    // test:api:pg, on PostgreSQL) run the API files again in CI.
    projects: [
      'packages/contract',
      'apps/api',
      'apps/api/vitest.s3.config.ts',
      'apps/api/vitest.pg.config.ts',
      'apps/web',
      'bench',
    ],
  },
});
