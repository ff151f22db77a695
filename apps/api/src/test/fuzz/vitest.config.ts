import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:fuzz`: the fuzz suite alone (issue #11). Its files end in `.fuzz.ts`, so the api project's
 * `*.test.ts` pattern (and `npm test`) never picks them up.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  test: {
    name: 'fuzz',
    include: ['src/test/fuzz/**/*.fuzz.ts'],
    environment: 'node',
    // Its two files on two workers (issue #36); vitest's default leaves one core free.
    maxWorkers: '100%',
    setupFiles: ['src/test/setup.ts'],
    globalSetup: ['src/test/template-global-setup.ts'],
    // One file, one database; a route's batch of requests takes a while on 2 cores.
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
