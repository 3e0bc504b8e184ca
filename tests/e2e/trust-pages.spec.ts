import { expect, test } from './fixtures';
import { onePerKind, sitemapPaths } from '../support/sitemap';

test('a review shows how its score is made, who wrote and checked it, and claims no rating to search engines', async ({
  page,
}) => {
  await page.goto('/insurance/auto/reviews/geico/');
  const breakdown = page.getByRole('table', { name: /Score by factor/ });
  await expect(breakdown.getByRole('rowheader')).toHaveText([
    'Price',
    'Claims handling',
    'Customer satisfaction',
    'Coverage options',
    'Overall (weighted)',
  ]);
  const overall = await breakdown
    .getByRole('row', { name: /Overall/ })
    .getByRole('cell')
    .last()
    .textContent();
  await expect(page.getByText(`${overall}`, { exact: true }).first()).toBeVisible();

  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
  expect(jsonLd).not.toMatch(/reviewRating|aggregateRating|ratingValue/);
  expect(jsonLd).toMatch(/"reviewedBy"/);

  const reviewer = page.getByText(/^Reviewed by/).getByRole('link');
  const name = (await reviewer.textContent()) ?? '';
  await reviewer.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('link', { name: 'GEICO auto insurance review' })).toBeVisible();
});

test('a state page compares prices in charts a screen reader can read', async ({ page }) => {
  await page.goto('/insurance/auto/ohio/');
  for (const name of [/by driving record and credit/, /by the driver's age/, /by year/]) {
    const chart = page.getByRole('img', { name });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleName(/\$\d/);
  }
  await expect(page.getByRole('img', { name: /by driving record/ })).toHaveAccessibleName(
    /Clean record: \$[\d,]+/,
  );
  const box = await page.getByRole('img', { name: /by year/ }).boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});

test('a city page speaks of its own city: its figures, its roads and weather, its neighbours', async ({
  page,
}) => {
  const paragraphs = async (path: string) => {
    await page.goto(path);
    return page.getByRole('main').locator('p').allTextContents();
  };
  const denver = await paragraphs('/insurance/auto/best-cheap-car-insurance-denver-co');
  await expect(
    page.getByRole('heading', { name: 'What drives car insurance prices in Denver' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /Denver against Colorado and the nation/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /cheapest first/ })).toHaveAccessibleName(
    /Denver \(this page\)/,
  );
  const aurora = await paragraphs('/insurance/auto/best-cheap-car-insurance-aurora-co');
  // The state's rules and the sample-data note are the same in both cities, and should be.
  const long = denver.filter((text) => text.length > 80);
  const ownToDenver = long.filter((text) => !aurora.includes(text));
  expect(ownToDenver.length).toBeGreaterThanOrEqual(6);
  expect(ownToDenver.length).toBeGreaterThan(long.length - ownToDenver.length);
});

test('the mortgage calculator uses the PMI rules and draws the payment and the balance', async ({ page }) => {
  await page.goto('/calculators/mortgage-calculator/');
  await page.getByLabel('Home price').fill('300000');
  await page.getByLabel('Down payment').fill('8700');
  const estimate = page.getByRole('region', { name: 'Your estimate' });
  await expect(estimate).toContainText('Most conventional lenders need at least 3% down and a 620 score');
  await expect(page.getByRole('img', { name: /Where each monthly payment goes/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /What you still owe/ })).toHaveAccessibleName(
    /After year 30: \$0/,
  );
  await page.getByLabel('Down payment').fill('30000');
  await expect(estimate).toContainText(/PMI\s*\$\d/);
});

test('the footer leads to the privacy policy, terms, how we make money and the do-not-sell switch, which remembers the choice', async ({
  page,
}) => {
  await page.goto('/');
  const legal = page.getByRole('navigation', { name: 'Legal' });
  for (const [link, heading] of [
    ['Privacy policy', 'Privacy policy'],
    ['Terms of use', 'Terms of use'],
    ['How we make money', /How we make money/],
  ] as const) {
    await legal.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await legal.getByRole('link', { name: 'Do not sell or share my personal information' }).click();
  const toggle = page.getByRole('switch', { name: 'Do not sell or share my personal information' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page.getByRole('status').filter({ hasText: 'opted out' })).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'privacy_opt_out')?.value).toBe(
    '1',
  );
  await page.reload();
  await expect(toggle).toBeChecked();
});

test('Global Privacy Control opts the visitor out without a click', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
  await page.goto('/do-not-sell-or-share/');
  const toggle = page.getByRole('switch', { name: 'Do not sell or share my personal information' });
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeDisabled();
});

test('every kind of page has a share image, and the image is a real PNG', async ({ request, isMobile }) => {
  test.skip(isMobile, 'the HTML does not depend on the viewport');
  const paths = onePerKind(sitemapPaths(await (await request.get('/sitemap.xml')).text()));
  expect(paths.length).toBeGreaterThan(8);
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image, path).toBeTruthy();
    const response = await request.get(
      new URL(image!.replace(/&amp;/g, '&')).pathname + new URL(image!.replace(/&amp;/g, '&')).search,
    );
    expect(response.status(), `${path} → ${image}`).toBe(200);
    expect(response.headers()['content-type'], path).toBe('image/png');
  }
});
