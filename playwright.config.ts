import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';
import { E2E_SERVER_ENV } from './tests/e2e/server-env';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: {
        viewport: { width: 375, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
  webServer: [
    {
      // Strapi and the rates API, answering from the embedded data with the fake credentials.
      command: 'node --conditions=react-server --import tsx tests/stand-in/serve.ts',
      url: `${E2E_SERVER_ENV.STRAPI_URL}/_health`,
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
