import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 22: on a phone the auto hub was 18,150 px tall (20,300 at 375 px on the tree before this
// change), 7,300 px of it 172 city links in one column, 1,600 the states, 1,600 the guides. With
// the links in grids and closed groups those three take about 2,900 px and the page about 12,650;
// the rest of the page's sections, about 9,800 px, are other issues' to shorten.
const PHONE_HUB_MAX_HEIGHT = 13_500;
const PHONE_LINK_SECTIONS_MAX_HEIGHT = { cities: 1_600, states: 1_200, guides: 700 };

const sectionHeaded = (page: Page, name: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name, exact: true }) });

test('on a phone the auto hub’s links are grids and closed groups, not a wall of links', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the height is a phone’s');
  await page.goto('/insurance/auto/');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(PHONE_HUB_MAX_HEIGHT);
  const heightOf = async (name: string) =>
    (await sectionHeaded(page, name).boundingBox())?.height ?? Infinity;
  expect(await heightOf('Cheap car insurance by city')).toBeLessThan(PHONE_LINK_SECTIONS_MAX_HEIGHT.cities);
  expect(await heightOf('Car insurance by state')).toBeLessThan(PHONE_LINK_SECTIONS_MAX_HEIGHT.states);
  expect(await heightOf('Auto insurance guides')).toBeLessThan(PHONE_LINK_SECTIONS_MAX_HEIGHT.guides);

  const houston = page.getByRole('link', { name: 'Houston', exact: true });
  await expect(houston).toBeHidden();
  await page.locator('summary', { hasText: 'Texas' }).click();
  await expect(houston).toBeVisible();
  await houston.click();
  await expect(page).toHaveURL(/\/insurance\/auto\/best-cheap-car-insurance-houston-tx$/);
});

test('the states are a grid: several states share a row', async ({ page, isMobile }) => {
  await page.goto('/insurance/auto/');
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'Car insurance by state' }),
  });
  const top = async (name: string) =>
    (await section.getByRole('link', { name, exact: true }).boundingBox())?.y;
  expect(await top('Alabama')).toBe(await top('Alaska'));
  // Five columns on a desktop, two on a phone.
  if (!isMobile) expect(await top('Alabama')).toBe(await top('Arkansas'));
});

test('the hub files its guides under topics, and the guides index lists them under topic headings', async ({
  page,
}) => {
  await page.goto('/insurance/auto/');
  const collision = page.getByRole('link', { name: "What collision insurance covers, and what it doesn't" });
  await expect(collision).toBeHidden();
  await sectionHeaded(page, 'Auto insurance guides')
    .locator('summary', { hasText: 'Coverage' })
    .first()
    .click();
  await expect(collision).toBeVisible();

  await page.getByRole('link', { name: /^All \d+ guides by topic, with summaries$/ }).click();
  await expect(page).toHaveURL(/\/insurance\/auto\/guides\/$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Coverage',
    'Optional coverage',
    'Costs and discounts',
    'Drivers and cars',
    'Claims and accidents',
    'Buying and managing a policy',
    'State rules',
  ]);
  await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'State rules' }).click();
  await expect(page).toHaveURL(/#state-rules$/);
  await expect(page.getByRole('heading', { level: 2, name: 'State rules' })).toBeInViewport();
});

test('on a desktop a state page has its contents and a quote box beside the text, the box staying in view', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the side column is a desktop’s');
  await page.goto('/insurance/auto/ohio/');
  const text = page.getByRole('article');
  const contents = page.getByRole('navigation', { name: 'On this page' });
  const quote = page.getByRole('form', { name: 'Compare auto insurance quotes' });
  await expect(contents).toBeVisible();
  await expect(quote).toBeVisible();
  await expect(contents.getByRole('link').first()).toHaveText('How much car insurance costs in Ohio');

  const article = await text.boundingBox();
  const column = await contents.boundingBox();
  if (!article || !column) throw new Error('the text or its contents are not laid out');
  expect(column.x).toBeGreaterThanOrEqual(article.x + article.width);

  await contents.getByRole('link', { name: /^Questions drivers in Ohio ask$/ }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Questions drivers in Ohio ask' }),
  ).toBeInViewport();
  await expect(quote).toBeInViewport();
  await expect(contents).toBeInViewport();
});

test('on a phone a state page has its contents closed above the text, and no side column', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the closed contents are a phone’s');
  await page.goto('/insurance/auto/ohio/');
  await expect(page.getByRole('form', { name: 'Compare auto insurance quotes' })).toBeHidden();
  const summary = page.locator('summary', { hasText: 'On this page' });
  await expect(summary).toBeVisible();
  await summary.click();
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').nth(1).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What you must carry in Ohio' })).toBeInViewport();
});

test('on a desktop a hub has its contents beside its sections, then a quote box, both staying in view', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the side column is a desktop’s');
  await page.goto('/insurance/auto/');
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await expect(contents).toBeVisible();
  await expect(contents.getByRole('link').last()).toHaveText('Tools');
  await contents.getByRole('link', { name: 'Auto insurance guides' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Auto insurance guides' })).toBeInViewport();
  await expect(contents).toBeInViewport();
  await expect(page.getByRole('form', { name: 'Compare auto insurance quotes near you' })).toBeInViewport();
});

for (const { path, form } of [
  {
    path: '/insurance/auto/best-cheap-car-insurance-austin-tx',
    form: 'Compare car insurance quotes in Austin',
  },
  { path: '/insurance/auto/reviews/allstate/', form: 'Compare Allstate with other quotes' },
]) {
  test(`${path} shows its own quote box once, beside the text on a desktop or in it on a phone`, async ({
    page,
  }) => {
    await page.goto(path);
    // Role queries see only what is shown: the box the other layout would show is not.
    await expect(page.getByRole('form', { name: form })).toHaveCount(1);
    await expect(page.getByRole('form', { name: form, includeHidden: true })).toHaveCount(2);
    await expect(page.getByRole('form', { name: form })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Compare auto insurance quotes' })).toHaveCount(0);
  });
}
