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

test('a home zip reaches a partner, with the zip and a click id', async ({ page, context }) => {
  await page.goto('/insurance/home/');
  const form = page.getByRole('form', { name: 'Get home insurance quotes' });
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('30301');
  const partnerPage = context.waitForEvent('page', { timeout: 10_000 }).catch(() => null);
  const decided = page.waitForResponse((response) => response.url().includes('/api/ads/decision/'));
  await form.getByRole('button', { name: 'Compare home quotes' }).click();
  expect((await decided).status()).toBe(200);
  // The split sends a link partner to a new tab, and a widget partner here.
  const landed = (await partnerPage) ?? page;
  await landed.waitForURL(/\/partners\/[a-z0-9]+\/\?zip=30301&clickid=/);
  await expect(landed.getByText('30301', { exact: true })).toBeVisible();
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
