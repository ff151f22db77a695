import { defineProject } from 'vitest/config';

/** The bench's own tests: the judged relevance dataset and its figures (issue #38). */
export default defineProject({
  test: { name: 'bench', include: ['relevance/**/*.test.ts'] },
});
