import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each test file builds its own app on its own database; PGlite start-up and migrations take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['src/test/setup.ts'],
    // One migrated and seeded database for the run; each file starts from a copy (issue #36).
    globalSetup: ['src/test/template-global-setup.ts'],
  },
});
