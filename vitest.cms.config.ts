import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The suites against a real Strapi (tests/cms): real HTTP, so none of the unit suites' msw setup,
 * and one file at a time against the one Strapi that scripts/test.sh starts and seeds.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/cms/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: '.test-reports/vitest-cms.json' }]],
    fileParallelism: false,
    testTimeout: 30_000,
  },
});
