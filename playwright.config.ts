import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';
import { E2E_SERVER_ENV } from './tests/e2e/server-env';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
const EDITOR_JOURNEY = /editor-journey\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [
    ['list'],
    ['json', { outputFile: '.test-reports/playwright.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    {
      name: 'desktop',
      testIgnore: EDITOR_JOURNEY,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testIgnore: EDITOR_JOURNEY,
      use: {
        viewport: { width: 375, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
    {
      // Publishes a page to the real Strapi, so it runs once the others are done (see the spec).
      name: 'editor',
      testMatch: EDITOR_JOURNEY,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // The rates API and Vectara, answering from the embedded data with the fake credentials. The
      // CMS is a real Strapi, which scripts/test.sh starts before the build (tests/cms/strapi-server.mjs).
      command: 'node --conditions=react-server --import tsx tests/stand-in/serve.ts',
      url: `${new URL(E2E_SERVER_ENV.RATES_API_URL ?? '').origin}/stand-in/use`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The production build (npm test builds it first), one process so Playwright can stop it.
      command: `node --import tsx scripts/serve.ts --hostname 127.0.0.1 --port ${port}`,
      url: baseURL,
      // A database of its own, new each run: abuse limits and provider threads persist by design.
      env: {
        ...E2E_SERVER_ENV,
        CHAT_DATABASE_PATH: `test-results/e2e-charlie-${Date.now()}.db`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
