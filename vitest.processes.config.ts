import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * Several real server processes on one redis-server (tests/processes): run by `npm test` after
 * the end-to-end tests, on their build, while the real Strapi is still up. One file at a time.
 */
export default defineConfig({
  resolve: base.resolve,
  test: {
    environment: 'node',
    include: ['tests/processes/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: '.test-reports/vitest-processes.json' }]],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
