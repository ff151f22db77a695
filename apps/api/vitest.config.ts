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
    // The files share their workers' loaded modules (the app, hono, drizzle, better-auth, the AWS SDK: ~4 s of
    // imports a file): each file still builds its own app on its own database (issue #36).
    isolate: false,
  },
});
