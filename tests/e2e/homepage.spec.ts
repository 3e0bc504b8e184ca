import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { keepPartner } from './quote-partner';
import { sitemapPaths } from '../support/sitemap';

const quoteBox = (page: Page) => page.getByRole('region', { name: 'Compare quotes near you' });
const quoteForm = (page: Page, vertical: string) =>
  page.getByRole('form', { name: `Get ${vertical} insurance quotes` });
const zipBox = (page: Page, vertical: string) =>
  quoteForm(page, vertical).getByRole('textbox', { name: 'ZIP code' });
const quoteButton = (page: Page, vertical: string) =>
  quoteForm(page, vertical).getByRole('button', { name: 'Get quotes' });

const quoteClicks = (page: Page) =>
  page.evaluate(() => (window.__analyticsEvents ?? []).filter((event) => event.name === 'QuoteClick'));

test('the quote box, auto chosen, shows its zip box and button without scrolling, and nothing shifts', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance, compared honestly');
  await expect(quoteBox(page).getByRole('radio', { name: 'Auto' })).toBeChecked();
  await expect(zipBox(page, 'auto')).toBeInViewport({ ratio: 1 });
  await expect(quoteButton(page, 'auto')).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[];
          resolve(
            entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all leaves the observer silent.
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shift).toBeLessThan(0.02);
});

test('an auto zip from the homepage lands on compare-matches with the zip and the utm values', async ({
  page,
}) => {
  await page.goto('/?utm_source=newsletter&utm_campaign=spring&ref=x');
  await zipBox(page, 'auto').fill('73301');
  await quoteButton(page, 'auto').click();
  await expect(page).toHaveURL(
    /\/insurance\/auto\/compare-matches\?zip=73301&utm_source=newsletter&utm_campaign=spring$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car insurance matches in Oklahoma');
});

test('choosing Home sends the zip to a home link partner in a new tab, from the homepage placement', async ({
  page,
  context,
}) => {
  await keepPartner(page, 'home', 'QS');
  let decisionsAsked = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ads/decision/')) decisionsAsked++;
  });
  await page.goto('/');
  await quoteBox(page).getByRole('radio', { name: 'Home' }).check();
  await expect(quoteForm(page, 'auto')).toHaveCount(0);
  await zipBox(page, 'home').fill('30301');
  const partnerPage = context.waitForEvent('page');
  await quoteButton(page, 'home').click();
  const partner = await partnerPage;
  await partner.waitForURL(/\/partners\/qs\/\?zip=30301&clickid=/);
  await expect(partner.getByText('30301', { exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  // After the click, the placement's next decision is fetched, as on every quote box.
  await expect.poll(() => decisionsAsked).toBe(2);
  expect(await quoteClicks(page)).toEqual([
    expect.objectContaining({
      properties: expect.objectContaining({
        vertical: 'home',
        advertiser: 'Partner QS',
        widget: 'KWHSC-home',
        click_id: expect.stringMatching(/^[0-9a-f]{8}\|/),
        fallback: false,
        fallback_reason: null,
      }),
    }),
  ]);
});

test('choosing Pet opens the Insurance Quote modal with the partner widget', async ({ page }) => {
  await keepPartner(page, 'pet', 'MA');
  await page.goto('/');
  await quoteBox(page).getByRole('radio', { name: 'Pet' }).check();
  await zipBox(page, 'pet').fill('30301');
  await quoteButton(page, 'pet').click();
  const modal = page.getByRole('dialog', { name: 'Insurance Quote' });
  await expect(modal).toBeVisible();
  await expect(modal.locator('[data-widget-ready="true"]')).toContainText('30301');
  expect(await quoteClicks(page)).toEqual([
    expect.objectContaining({
      properties: expect.objectContaining({
        vertical: 'pet',
        advertiser: 'Partner MA',
        widget: 'KWHSC-pet',
      }),
    }),
  ]);
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('keyboard only: the arrow keys choose the vertical, Tab reaches the zip box, a short zip shows the error', async ({
  page,
}) => {
  await page.goto('/');
  await quoteBox(page).getByRole('radio', { name: 'Auto' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(quoteBox(page).getByRole('radio', { name: 'Home' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(zipBox(page, 'home')).toBeFocused();
  await page.keyboard.type('3030');
  await page.keyboard.press('Enter');
  await expect(quoteForm(page, 'home').getByRole('alert')).toHaveText('You must provide a valid zip code');
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the calculators and popular guides lead to real pages', async ({ page, request }) => {
  await page.goto('/');
  const hrefs = (region: string) =>
    page
      .getByRole('region', { name: region })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

  // Every calculator page the site has, and nothing else.
  const calculators = await hrefs('Calculators');
  const sitemap = sitemapPaths(await (await request.get('/sitemap.xml')).text());
  expect([...calculators].sort()).toEqual(
    sitemap.filter((path) => /^\/calculators\/[^/]+\/$/.test(path)).sort(),
  );

  const guides = await hrefs('Popular guides');
  for (const vertical of [
    'auto',
    'homeowners',
    'renters',
    'life',
    'health',
    'pet',
    'motorcycle',
    'business',
  ]) {
    expect(guides, vertical).toContain(`/insurance/${vertical}/guides/`);
  }
  for (const href of [...calculators, ...guides]) {
    expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
  }

  const guide = page.getByRole('region', { name: 'Popular guides' }).getByRole('link').first();
  const title = (await guide.textContent()) ?? '';
  await guide.click();
  await expect(page).toHaveURL(/\/insurance\/auto\/guides\/[a-z0-9-]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.goBack();
  await page
    .getByRole('region', { name: 'Calculators' })
    .getByRole('link', { name: 'Car insurance calculator' })
    .click();
  await expect(page).toHaveURL(/\/calculators\/car-insurance-calculator\/$/);
});

test('the trust points lead to the pages that explain them', async ({ page }) => {
  await page.goto('/');
  const trust = page.getByRole('region', { name: 'Why you can trust what you read here' });
  await trust.getByRole('link', { name: 'How we make money' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/How we make money/);
  await page.goBack();
  await page
    .getByRole('region', { name: 'Why you can trust what you read here' })
    .getByRole('link', { name: 'Your privacy choices' })
    .click();
  await expect(
    page.getByRole('switch', { name: 'Do not sell or share my personal information' }),
  ).toBeVisible();
});
