import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

test('a short zip shows the error and the visitor stays on the page', async ({ page }) => {
  await page.goto('/insurance/auto/');
  const form = page.getByRole('form', { name: 'Get auto insurance quotes' });
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('3030');
  await form.getByRole('textbox', { name: 'ZIP code' }).press('Enter');
  await expect(form.getByRole('alert')).toHaveText('You must provide a valid zip code');
  await expect(page).toHaveURL(/\/insurance\/auto\/$/);
});

test('a valid auto zip lands on compare-matches with the zip and the utm values', async ({ page }) => {
  await page.goto('/insurance/auto/?utm_source=newsletter&utm_campaign=spring&ref=x');
  const form = page.getByRole('form', { name: 'Get auto insurance quotes' });
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('73301');
  await form.getByRole('button', { name: 'Compare auto quotes' }).click();
  await expect(page).toHaveURL(
    /\/insurance\/auto\/compare-matches\?zip=73301&utm_source=newsletter&utm_campaign=spring$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car insurance matches for 73301');
});

/** The visitor's kept partner choice, as the split would have stored it. */
async function keepPartner(page: Page, vertical: string, partner: string) {
  await page.addInitScript(
    ({ key, value }) => {
      window.localStorage.setItem(key, value);
      window.localStorage.setItem('quotePilot', 'false');
    },
    { key: `quotePartner:${vertical}`, value: partner },
  );
}

test('a home zip with a link partner opens the partner in a new tab, with the zip and a click id', async ({
  page,
  context,
}) => {
  await keepPartner(page, 'home', 'QS');
  let decisionsAsked = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ads/decision/')) decisionsAsked++;
  });
  await page.goto('/insurance/home/');
  const form = page.getByRole('form', { name: 'Get home insurance quotes' });
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('30301');
  const partnerPage = context.waitForEvent('page');
  await form.getByRole('button', { name: 'Compare home quotes' }).click();
  const partner = await partnerPage;
  await partner.waitForURL(/\/partners\/qs\/\?zip=30301&clickid=/);
  await expect(partner.getByText('30301', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/insurance\/home\/$/);
  // After the click, the placement's next decision is fetched.
  await expect.poll(() => decisionsAsked).toBe(2);
});

test('a home zip with a widget partner opens the Insurance Quote modal with the partner widget', async ({
  page,
}) => {
  await keepPartner(page, 'home', 'MA');
  await page.goto('/insurance/home/');
  const form = page.getByRole('form', { name: 'Get home insurance quotes' });
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('30301');
  await form.getByRole('button', { name: 'Compare home quotes' }).click();
  const modal = page.getByRole('dialog', { name: 'Insurance Quote' });
  await expect(modal).toBeVisible();
  await expect(modal.locator('[data-widget-ready="true"]')).toContainText('30301');
  const events = await page.evaluate(() => window.__analyticsEvents ?? []);
  expect(events).toContainEqual(
    expect.objectContaining({
      name: '$pageview',
      properties: { vertical: 'home', path: '/insurance/home/' },
    }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({
      name: 'QuoteClick',
      properties: expect.objectContaining({
        advertiser: 'Partner MA',
        widget: 'home-hub-banner',
        click_id: expect.stringMatching(/^[0-9a-f]{8}\|/),
        fallback: false,
        fallback_reason: null,
      }),
    }),
  );
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test.describe('a partner script that fails to load', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('shows "Error loading scripts" in the modal', async ({ page }) => {
    await keepPartner(page, 'home', 'MA');
    await page.route('**/partner-widget/quote-widget.js', (route) => route.abort());
    await page.goto('/insurance/home/');
    const form = page.getByRole('form', { name: 'Get home insurance quotes' });
    await form.getByRole('textbox', { name: 'ZIP code' }).fill('30301');
    await form.getByRole('button', { name: 'Compare home quotes' }).click();
    await expect(page.getByRole('dialog', { name: 'Insurance Quote' }).getByRole('alert')).toHaveText(
      'Error loading scripts',
    );
  });
});

test('when the ad server fails, the quote falls back to the default partner with the reason', async ({
  page,
}) => {
  await page.route('**/api/ads/decision/', (route) =>
    route.fulfill({ json: { decisions: {}, state: 'GA', error: 'Error trying to fetch Kevel Data' } }),
  );
  await page.goto('/insurance/renters/');
  const form = page.getByRole('form', { name: 'Get renters insurance quotes' });
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('30301');
  await form.getByRole('button', { name: 'Compare renters quotes' }).click();
  await page.waitForURL(/\/partners\/qs\/\?zip=30301&clickid=[0-9a-f]{8}%7C[0-9a-f-]+%7Cfallback$/);
});

test('a review page’s quote box targets the company: a blank zip is allowed and an auto quote lands on compare-matches', async ({
  page,
}) => {
  await page.goto('/insurance/auto/reviews/geico/');
  const form = page.getByRole('form', { name: 'Compare GEICO with other quotes' });
  await expect(form.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('');
  await form.getByRole('button', { name: 'See quotes' }).click();
  await page.waitForURL(/\/insurance\/auto\/compare-matches\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find car insurance for your ZIP code');
});

test('a ranking’s quote box sends a home zip to a partner', async ({ page, context }) => {
  await keepPartner(page, 'home', 'QS');
  await page.goto('/insurance/homeowners/');
  const form = page.getByRole('form', { name: 'Compare home insurance quotes' });
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('60601');
  const partnerPage = context.waitForEvent('page');
  await form.getByRole('button', { name: 'Compare quotes' }).click();
  await (await partnerPage).waitForURL(/\/partners\/qs\/\?zip=60601&clickid=/);
});
