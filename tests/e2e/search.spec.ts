import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const ERIE_REVIEW = /\/insurance\/homeowners\/reviews\/erie-insurance\/$/;
const SR22_GUIDE = /\/insurance\/auto\/guides\/sr-22-insurance\/$/;

/** The header's search box; on a phone it sits behind the header's Search button. */
async function headerSearchBox(page: Page) {
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
  if (!(await box.isVisible())) {
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
  }
  await expect(box).toBeVisible();
  return box;
}

test('a visitor types “erie” in the header search and follows a result to the Erie review', async ({
  page,
}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/search/index.json') indexRequests.push(request.url());
  });
  await page.goto('/');
  // The index is downloaded only once someone starts searching.
  expect(indexRequests).toEqual([]);

  const box = await headerSearchBox(page);
  await box.fill('erie');
  const results = page.getByRole('listbox');
  const erie = results.getByRole('option', { name: /Erie Insurance/ }).first();
  await expect(erie).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(indexRequests).toHaveLength(1);

  await erie.click();
  await expect(page).toHaveURL(ERIE_REVIEW);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Erie Insurance homeowners insurance review',
  );
});

test('from the keyboard: arrow down to a result and press Enter', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a phone has no arrow keys; the tap is covered above');
  await page.goto('/insurance/auto/');
  const box = await headerSearchBox(page);
  await box.focus();
  await page.keyboard.type('progresive');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Progressive');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/insurance\/auto\/reviews\/progressive\/$/);
});

test('Enter without choosing a result opens the results page, which is not indexed', async ({ page }) => {
  await page.goto('/');
  const box = await headerSearchBox(page);
  await box.fill('ohio');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=ohio$/);
  await expect(page).toHaveTitle(/^Search \|/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Car insurance in Ohio' })).toBeVisible();
});

test('the search index is served as static JSON', async ({ request }) => {
  const response = await request.get('/search/index.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as { version: number; index: { documentCount: number } };
  expect(body.index.documentCount).toBeGreaterThan(400);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the results page searches and its results are links', async ({ page }) => {
    await page.goto('/search/');
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' });
    await box.fill('sr-22');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=sr-22$/);
    await expect(page.getByText(/results? for “sr-22”/)).toBeVisible();

    await page.getByRole('link', { name: 'What is an SR-22?' }).click();
    await expect(page).toHaveURL(SR22_GUIDE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is an SR-22?');
  });

  test('the header search still reaches the results page', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) {
      // No script to open the box: the header's Search button is a link to the results page.
      await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/search\/$/);
    } else {
      const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
      await box.fill('sr-22');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\/\?q=sr-22$/);
      await expect(page.getByRole('link', { name: 'What is an SR-22?' })).toBeVisible();
    }
  });
});
