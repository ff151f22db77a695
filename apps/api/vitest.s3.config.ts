import { defineProject } from 'vitest/config';

/**
 * `api-s3`: the upload and media tests again, with images in an S3-compatible bucket on s3rver instead of the
 * disk (issue #11). `npm run test:api:s3`; CI runs it too. Otherwise the same settings as `api`
 * (vitest.config.ts).
 */
export default defineProject({
  test: {
    name: 'api-s3',
    include: [
      'src/lib/storage.test.ts',
      'src/modules/listings/listings.test.ts',
      'src/modules/listings/own-listings.test.ts',
      'src/modules/listings/pending-uploads.test.ts',
      'src/modules/listings/photo-sizes.test.ts',
      'src/modules/accounts/settings.test.ts',
      'src/modules/admin/admin.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['src/test/setup.ts'],
    env: { TEST_STORAGE: 's3' },
    // As in `api`: the files share their workers' modules, each with its own app, database and bucket.
    isolate: false,
    globalSetup: ['src/test/s3-global-setup.ts', 'src/test/template-global-setup.ts'],
  },
});
