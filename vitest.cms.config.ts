import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The suites against a real Strapi (tests/cms): real HTTP, so none of the unit suites' msw setup,
 * and one file at a time against the one Strapi that scripts/test.sh starts and seeds.
 */
export default defineConfig({
  // The unit suites' aliases; not mergeConfig, which would add their files to these.
  resolve: base.resolve,
  test: {
    environment: 'node',
    include: ['tests/cms/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: '.test-reports/vitest-cms.json' }]],
    fileParallelism: false,
    testTimeout: 30_000,
  },
});
