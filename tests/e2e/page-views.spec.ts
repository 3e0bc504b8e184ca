import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const pageViews = (page: Page) =>
  page.evaluate(() =>
    (window.__analyticsEvents ?? [])
      .filter((event) => event.name === '$pageview')
      .map((event) => event.properties),
  );

test('every kind of page records one page view with its vertical', async ({ page }) => {
  for (const [path, vertical] of [
    ['/', 'homepage'],
    ['/insurance/auto/', 'auto'],
    ['/insurance/auto/guides/gap-insurance/', 'auto'],
    ['/insurance/auto/reviews/geico/', 'auto'],
    ['/insurance/auto/compare-matches?zip=30301', 'auto'],
    ['/calculators/car-insurance-calculator/', 'auto'],
    ['/about-us/', 'site'],
  ] as const) {
    await page.goto(path);
    await expect
      .poll(() => pageViews(page), path)
      .toEqual([{ vertical, path: new URL(path, 'http://x').pathname }]);
  }
});

test('a client-side navigation records its own page view, once', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  if (isMobile) await page.locator('summary', { hasText: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Insurance types' }).getByRole('link', { name: 'Auto' }).click();
  await expect(page).toHaveURL(/\/insurance\/auto\/$/);
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      { vertical: 'homepage', path: '/' },
      { vertical: 'auto', path: '/insurance/auto/' },
    ]);
});
