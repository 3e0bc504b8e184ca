import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // `server-only` throws outside a React Server Components bundle; in tests it is a no-op.
      'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    // Components run in jsdom; server modules opt into node with `// @vitest-environment node`.
    environment: 'jsdom',
    globals: true,
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/support/setup.ts'],
    // next build inlines this from next.config.ts's trailingSlash; next/link reads it when rendering.
    env: { __NEXT_TRAILING_SLASH: 'true' },
    reporters: ['default', ['json', { outputFile: '.test-reports/vitest.json' }]],
    // Vitest leaves one core idle by default; on a two-core CI machine that halves the speed.
    maxWorkers: availableParallelism(),
    restoreMocks: true,
    unstubEnvs: true,
  },
});
