import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { countDecisions, keepPartner } from './quote-partner';

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
  // The spec's zip table puts 73301 in Oklahoma's range; no city is named for it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car insurance matches in Oklahoma');
});

test('a home zip with a link partner opens the partner in a new tab, with the zip and a click id', async ({
  page,
  context,
}) => {
  await keepPartner(page, 'home', 'QS');
  const decisionsAsked = countDecisions(page, 'FWQ');
  await page.goto('/insurance/homeowners/');
  const form = page.getByRole('form', { name: 'Get home insurance quotes' });
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('30301');
  const partnerPage = context.waitForEvent('page');
  await form.getByRole('button', { name: 'Compare home quotes' }).click();
  const partner = await partnerPage;
  await partner.waitForURL(/\/partners\/qs\/\?zip=30301&clickid=/);
  await expect(partner.getByText('30301', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/insurance\/homeowners\/$/);
  // After the click, the placement's next decision is fetched.
  await expect.poll(decisionsAsked).toBe(2);
});

test('a home zip with a widget partner opens the Insurance Quote modal with the partner widget', async ({
  page,
}) => {
  await keepPartner(page, 'home', 'MA');
  await page.goto('/insurance/homeowners/');
  const form = page.getByRole('form', { name: 'Get home insurance quotes' });
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('30301');
  await form.getByRole('button', { name: 'Compare home quotes' }).click();
  const modal = page.getByRole('dialog', { name: 'Insurance Quote' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Your quote request goes to Partner MA, one of our quote partners.');
  await expect(modal).toContainText('Agreeing is not a condition of buying insurance.');
  await expect(modal.locator('[data-widget-ready="true"]')).toContainText('30301');
  const events = await page.evaluate(() => window.__analyticsEvents ?? []);
  expect(events).toContainEqual(
    expect.objectContaining({
      name: '$pageview',
      properties: { vertical: 'homeowners', path: '/insurance/homeowners/' },
    }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({
      name: 'QuoteClick',
      properties: expect.objectContaining({
        advertiser: 'Partner MA',
        widget: 'FWQ-home',
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

  test('says so in the modal, then the default partner takes the click, recorded as a failure', async ({
    page,
  }) => {
    await keepPartner(page, 'home', 'MA');
    await page.route('**/partner-widget/quote-widget.js', (route) => route.abort());
    await page.goto('/insurance/homeowners/');
    const form = page.getByRole('form', { name: 'Get home insurance quotes' });
    await form.getByRole('textbox', { name: 'ZIP code' }).fill('30301');
    await form.getByRole('button', { name: 'Compare home quotes' }).click();
    const modal = page.getByRole('dialog', { name: 'Insurance Quote' });
    await expect(modal.getByRole('alert')).toHaveText('Error loading scripts');
    await expect(modal.getByRole('status')).toHaveText('Please try again later.');
    const events = await page.evaluate(() => window.__analyticsEvents ?? []);
    expect(events).toContainEqual(
      expect.objectContaining({
        name: 'QuoteFailure',
        properties: { vertical: 'home', widget: 'FWQ-home', reason: 'Error loading scripts' },
      }),
    );
    await page.waitForURL(/\/partners\/qs\/\?zip=30301&clickid=[0-9a-f]{8}%7C[0-9a-f-]+%7Cfallback$/);
  });
});

test('when the ad server fails, the visitor reads "Please try again later." before the default partner', async ({
  page,
}) => {
  await page.route('**/api/ads/decision/', (route) =>
    route.fulfill({ json: { decisions: {}, state: 'GA', error: 'Error trying to fetch Kevel Data' } }),
  );
  await page.goto('/insurance/renters/');
  const form = page.getByRole('form', { name: 'Get renters insurance quotes' });
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('30301');
  await form.getByRole('button', { name: 'Compare renters quotes' }).click();
  await expect(form.getByRole('status')).toHaveText('Please try again later.');
  await expect(page).toHaveURL(/\/insurance\/renters\/$/);
  await page.waitForURL(/\/partners\/qs\/\?zip=30301&clickid=[0-9a-f]{8}%7C[0-9a-f-]+%7Cfallback$/);
});

test('a zip no state has: "Invalid ZipCode Provided" at the form, nothing asked, nothing opened', async ({
  page,
  context,
}) => {
  const decisionsAsked = countDecisions(page, 'FWQ');
  let pagesOpened = 0;
  context.on('page', () => pagesOpened++);
  for (const path of ['/insurance/homeowners/', '/insurance/auto/']) {
    await page.goto(path);
    const form = page.getByRole('form', { name: /Get (home|auto) insurance quotes/ });
    await form.getByRole('textbox', { name: 'ZIP code' }).fill('00000');
    await form.getByRole('textbox', { name: 'ZIP code' }).press('Enter');
    await expect(form.getByRole('alert')).toHaveText('Invalid ZipCode Provided');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  expect(decisionsAsked()).toBe(0);
  expect(pagesOpened).toBe(0);
  const events = await page.evaluate(() => (window.__analyticsEvents ?? []).map((event) => event.name));
  expect(events).not.toContain('QuoteClick');
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
  const form = page.getByRole('form', { name: 'Compare home insurance quotes', exact: true });
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('60601');
  const partnerPage = context.waitForEvent('page');
  await form.getByRole('button', { name: 'Compare quotes' }).click();
  await (await partnerPage).waitForURL(/\/partners\/qs\/\?zip=60601&clickid=/);
});
