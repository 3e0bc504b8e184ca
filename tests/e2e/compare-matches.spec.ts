import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

const RESULTS = '/insurance/auto/compare-matches/?zip=90210&utm_source=test';

/** The visitor's kept auto partner, as the split would have stored it: a link partner, opened in a new tab. */
async function keepQuotePartner(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('quotePartner:auto', 'QS');
    window.localStorage.setItem('quotePilot', 'false');
  });
}

const matches = (page: Page) => page.getByRole('region', { name: 'Insurers selling in California' });
const insurerNames = (page: Page) => matches(page).getByRole('heading', { level: 3 }).allTextContents();

test('compare-matches names the city and state and shows each insurer as a card', async ({ page }) => {
  await page.goto(RESULTS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Car insurance matches in Beverly Hills, CA',
  );
  const cards = matches(page).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const names = await insurerNames(page);
  expect(names.length).toBeGreaterThan(3);
  for (const [index, name] of names.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(/\$[\d,]+ per month/);
    await expect(card).toContainText(/Our rating: (\d\.\d out of 5|Not rated)/);
    await expect(card.getByRole('button', { name: `Get quote from ${name}` })).toBeVisible();
  }
  await expect(page.getByText(/^Cheapest first, by the sample monthly price/)).toBeVisible();
  // The zip form keeps the utm values for the next search.
  const zipForm = page.getByRole('form', { name: 'Change ZIP code' });
  await zipForm.getByRole('textbox', { name: 'ZIP code' }).fill('19103');
  await zipForm.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/compare-matches\/?\?zip=19103&utm_source=test$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Car insurance matches in Philadelphia, PA',
  );
});

test('a new driver profile re-sorts the list without leaving the page', async ({ page }) => {
  await page.goto(RESULTS);
  const before = await insurerNames(page);
  // Set on this document: still there afterwards only if the page did not load again.
  await page.evaluate(() => Reflect.set(window, 'compareMatchesMarker', true));
  await page.getByRole('combobox', { name: 'Driver age' }).selectOption('18');
  await expect.poll(() => insurerNames(page)).not.toEqual(before);
  await expect(page.getByText(/for an 18-year-old driver/)).toBeVisible();
  expect(await page.evaluate(() => Reflect.get(window, 'compareMatchesMarker'))).toBe(true);
  await expect(page).toHaveURL(/zip=90210&utm_source=test&age=18&record=clean&coverage=full$/);

  await page.getByRole('combobox', { name: 'Coverage' }).selectOption('minimum');
  await expect(page.getByText(/state minimum liability coverage\.$/)).toBeVisible();
  expect(await page.evaluate(() => Reflect.get(window, 'compareMatchesMarker'))).toBe(true);
});

test('every Get quote reaches a partner page with the zip and a click id', async ({ page, context }) => {
  test.setTimeout(120_000);
  await keepQuotePartner(page);
  await page.goto(RESULTS);
  const names = await insurerNames(page);
  expect(names.length).toBeGreaterThan(3);
  for (const name of names) {
    // A fresh page for each click: nothing of the previous click's state carries over.
    await page.goto(RESULTS);
    const partnerPage = context.waitForEvent('page');
    await page.getByRole('button', { name: `Get quote from ${name}` }).click();
    const partner = await partnerPage;
    await partner.waitForURL(/\/partners\/[a-z0-9]+\/\?/);
    const url = new URL(partner.url());
    expect(url.searchParams.get('zip'), name).toBe('90210');
    expect(url.searchParams.get('clickid') ?? '', name).toMatch(/^[0-9a-f]{8}\|[A-Za-z0-9-]{8,64}/);
    await expect(partner.getByText('90210', { exact: true })).toBeVisible();
    await partner.close();
    await expect(page).toHaveURL(/compare-matches/);
  }
});

test('compare-matches passes axe and fits the viewport', async ({ page }) => {
  await page.goto(RESULTS);
  await expect(matches(page).getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
