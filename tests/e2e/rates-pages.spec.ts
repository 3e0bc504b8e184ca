import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

test('every calculator page renders its calculator and passes axe', async ({ page, request }) => {
  test.setTimeout(90_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const calculators = [...sitemap.matchAll(/<loc>[^<]*(\/calculators\/[^<]+)<\/loc>/g)].map(
    (match) => match[1] ?? '',
  );
  expect(calculators).toHaveLength(9);
  const problems: string[] = [];
  for (const calculator of calculators) {
    await page.goto(calculator);
    await expect(page.getByRole('form').first()).toBeVisible();
    problems.push(...(await seriousViolations(page)).map((violation) => `${calculator}: ${violation}`));
  }
  expect(problems).toEqual([]);
});

test('the car insurance calculator reads state rates through /api/tools-calls and updates instantly', async ({
  page,
}) => {
  await page.goto('/calculators/car-insurance-calculator/');
  const estimate = page.getByRole('region', { name: 'Your estimate' });
  await expect(estimate).toContainText('Estimated yearly premium');
  const alabama = await estimate.locator('dd').first().textContent();

  const proxied = page.waitForResponse((response) => response.url().includes('/api/tools-calls/'));
  await page.getByLabel('State').selectOption({ label: 'Florida' });
  expect((await proxied).status()).toBe(200);
  await expect(estimate.locator('dd').first()).not.toHaveText(alabama ?? '');
  const florida = await estimate.locator('dd').first().textContent();

  await page.getByLabel('Driver age').fill('18');
  await expect(estimate.locator('dd').first()).not.toHaveText(florida ?? '');
});

test('a personal loan payment follows the figures as they are typed', async ({ page }) => {
  await page.goto('/calculators/personal-loan-calculator/');
  await page.getByLabel('Loan amount').fill('10000');
  await page.getByLabel('APR').fill('10');
  await page.getByLabel('Term in months').fill('36');
  await expect(page.getByRole('region', { name: 'Your estimate' })).toContainText('$322.67');
});

test('a rates table sorts by a column and shows more rows on request', async ({ page }) => {
  await page.goto('/calculators/car-insurance-calculator/');
  const table = page.getByRole('table', { name: /25-year-old driver/ });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await table.getByRole('button', { name: 'Show all companies' }).click();
  await expect(rows).not.toHaveCount(5);
  await table.getByRole('button', { name: /Per year/ }).click();
  await table.getByRole('button', { name: /Per year/ }).click();
  await expect(table.getByRole('columnheader', { name: /Per year/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const premiums = (await rows.locator('td:nth-child(3)').allTextContents()).map((text) =>
    Number(text.replace(/[$,]/g, '')),
  );
  expect(premiums).toEqual([...premiums].sort((a, b) => b - a));
});

test('compare-matches lists insurers for the zip and keeps the zip and utm values', async ({ page }) => {
  await page.goto('/insurance/auto/compare-matches?zip=33101&utm_source=newsletter&utm_campaign=winter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car insurance matches in Miami, FL');
  const matches = page.getByRole('region', { name: 'Insurers selling in Florida' });
  await expect(matches.getByRole('listitem')).not.toHaveCount(0);

  const zipForm = page.getByRole('form', { name: 'Change ZIP code' });
  await zipForm.getByRole('textbox', { name: 'ZIP code' }).fill('10001');
  await zipForm.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/compare-matches\/?\?zip=10001&utm_source=newsletter&utm_campaign=winter$/);
  await expect(page.getByRole('region', { name: 'Insurers selling in New York' })).toBeVisible();
});

test('compare-matches with a zip no state has says so', async ({ page }) => {
  await page.goto('/insurance/auto/compare-matches?zip=00001');
  await expect(page.getByText(/^Invalid ZipCode Provided/)).toHaveAttribute('role', 'alert');
});
