import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      // The Strapi project's installed, built and generated files; its own sources are linted.
      'cms/{node_modules,dist,build,.cache,.strapi,.tmp,types,public}/**',
    ],
  },
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
      // Loaded by Next itself, outside the app's modules: REDIS_URL, already validated by lib/config.ts.
      'cache-handler.mjs',
      'scripts/**',
      'bench/**',
      'playwright.config.ts',
      'vitest.config.ts',
      'tests/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The Strapi project is its own app: Strapi loads each config and API file's default export by
    // convention, and its scripts read their own settings.
    files: ['cms/**'],
    rules: { 'import/no-anonymous-default-export': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // Strapi's ESM build does not load under Node's ESM resolver, so its scripts are CommonJS.
    files: ['cms/scripts/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
