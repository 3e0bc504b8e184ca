import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

const config = [
  { ignores: ['.next/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // lib/config.ts is the one reader of the environment; everything else asks it.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through lib/config.ts.' },
      ],
    },
  },
  {
    files: [
      'lib/config.ts',
      // Next's own runtime markers, read where the bundler can drop the branch they guard.
      'instrumentation.ts',
      'scripts/**',
      'bench/**',
      'playwright.config.ts',
      'vitest.config.ts',
      'tests/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
];

export default config;
