import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';

/** On a phone the vertical links sit behind the Menu disclosure. */
async function verticalLink(page: Page, name: string) {
  const menu = page.getByText('Menu', { exact: true });
  if (await menu.isVisible()) await menu.click();
  return page
    .getByRole('navigation', { name: 'Insurance types' })
    .getByRole('link', { name, exact: true })
    .filter({ visible: true });
}

test('a visitor lands on the homepage and follows the navigation to auto insurance', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Compare insurance quotes and coverage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance, compared honestly');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/');

  await (await verticalLink(page, 'Auto')).click();

  await expect(page).toHaveURL(/\/insurance\/auto\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare auto insurance');
  await expect(page).toHaveTitle('Auto insurance: compare coverage and quotes | CoverScout');
  await expect(page.getByRole('heading', { name: 'What a car insurance policy covers' })).toBeVisible();
});

test('the homepage cards lead into each vertical', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Pet insurance/ }).click();
  await expect(page).toHaveURL(/\/insurance\/pet\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare pet insurance');
});

test('the footer leads to the company pages and the sitemap', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Company' });
  await footer.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about-us\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');

  await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Sitemap' }).click();
  await expect(page.getByRole('link', { name: 'Motorcycle insurance', exact: true })).toBeVisible();
});

test.describe('an unknown address', () => {
  // The browser itself reports the document's 404; that one is expected here.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/insurance/boats/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
    await page.getByRole('link', { name: 'Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('the address without its trailing slash redirects to the canonical one', async ({ request }) => {
  const response = await request.get('/insurance/auto', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('/insurance/auto/');
});

test('sitemap.xml lists every page and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/',
    '/insurance/auto/',
    '/insurance/business/',
    '/about-us/',
    '/press/',
    '/experts/',
  ]) {
    expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc>`);
  }
  expect(await (await request.get('/robots.txt')).text()).toContain(
    'Sitemap: http://localhost:3000/sitemap.xml',
  );
});

test('every script a page loads at start is marked for eager compilation', async ({ request, isMobile }) => {
  test.skip(isMobile, 'the scripts do not depend on the viewport');
  const html = await (await request.get('/insurance/auto/reviews/geico/')).text();
  const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
  expect(sources.length).toBeGreaterThan(3);
  for (const source of sources) {
    expect(
      (await (await request.get(source)).text()).startsWith('//# allFunctionsCalledOnLoad\n'),
      source,
    ).toBe(true);
  }
});

test('a calculator’s script loads on the page that shows it, not on every page', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the scripts do not depend on the viewport');
  const scriptsOf = async (path: string) => {
    const scripts: Promise<string>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    };
    page.on('response', onResponse);
    await page.goto(path, { waitUntil: 'networkidle' });
    page.off('response', onResponse);
    return (await Promise.all(scripts)).join('\n');
  };
  // The personal loan calculator's own label, in its module and nowhere else.
  const loadsCalculator = async (path: string) => (await scriptsOf(path)).includes('Term in months');
  expect(await loadsCalculator('/calculators/personal-loan-calculator/'), 'its page').toBe(true);
  expect(await loadsCalculator('/'), 'the homepage').toBe(false);
});
