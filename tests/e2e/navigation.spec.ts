import { expect, test } from './fixtures';
import { clicksFromHome } from '../support/crawl';
import { sitemapPaths } from '../support/sitemap';

const MAX_CLICKS = 4;

test('a visitor following links from the homepage reaches every sitemap page within four clicks', async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the HTML, and so its links, does not depend on the viewport');
  test.setTimeout(180_000);
  const reached = await clicksFromHome(async (path) => {
    const response = await request.get(path);
    return response.ok() ? response.text() : null;
  }, MAX_CLICKS);
  const sitemap = sitemapPaths(await (await request.get('/sitemap.xml')).text());
  const unreached = sitemap.filter((path) => !reached.has(path));
  expect(unreached).toEqual([]);
  expect(Math.max(...sitemap.map((path) => reached.get(path) ?? Infinity))).toBeLessThanOrEqual(MAX_CLICKS);
});

test('the header reaches guides and calculators, marks the current section, and the phone menu closes after a click', async ({
  page,
  isMobile,
}) => {
  await page.goto('/insurance/auto/');
  const menu = page.getByText('Menu', { exact: true });
  if (isMobile) await menu.click();
  const main = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  await main.getByText('Calculators', { exact: true }).click();
  await main.getByRole('link', { name: 'Mortgage', exact: true }).click();
  await expect(page).toHaveURL(/\/calculators\/mortgage-calculator\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mortgage calculator');
  if (isMobile) {
    await expect(
      page.getByRole('navigation', { name: 'Insurance types' }).filter({ visible: true }),
    ).toHaveCount(0);
    await menu.click();
  }
  await expect(main.getByRole('link', { name: 'Mortgage', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await main.getByText('Guides', { exact: true }).click();
  await main.getByRole('link', { name: 'Auto guides' }).click();
  await expect(page).toHaveURL(/\/insurance\/auto\/guides\/$/);
  await page
    .getByRole('main')
    .getByRole('link')
    .filter({ hasText: /liability/i })
    .first()
    .click();
  if (isMobile) await menu.click();
  await expect(
    page
      .getByRole('navigation', { name: 'Insurance types' })
      .filter({ visible: true })
      .getByRole('link', { name: 'Auto' }),
  ).toHaveAttribute('aria-current', 'true');
});

test('every page below the homepage has breadcrumbs with BreadcrumbList data', async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the HTML does not depend on the viewport');
  const paths = sitemapPaths(await (await request.get('/sitemap.xml')).text()).filter((path) => path !== '/');
  const missing: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    if (!html.includes('aria-label="Breadcrumb"') || !html.includes('"BreadcrumbList"')) missing.push(path);
  }
  expect(missing).toEqual([]);
});

test('the old home and small-business hubs redirect to the one hub of each', async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'network only');
  for (const [from, to] of [
    ['/insurance/home/', '/insurance/homeowners/'],
    ['/insurance/smb/', '/insurance/business/'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname, from).toBe(to);
  }
});
