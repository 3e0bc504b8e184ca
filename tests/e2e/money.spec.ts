import { expect, test } from './fixtures';

/** The money side as a visitor meets it: the Money menu, a hub's rates form and banner, the lenders, the calculator. */

test('the Money menu leads to a loans hub whose rates form sends the visitor to the money site', async ({
  page,
  context,
  isMobile,
}) => {
  await page.goto('/');
  if (isMobile) await page.getByText('Menu', { exact: true }).click();
  const main = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  await main.getByText('Money', { exact: true }).click();
  await main.getByRole('link', { name: 'Personal loans' }).click();
  await expect(page).toHaveURL(/\/personal-loans\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare personal loans');

  const form = page
    .getByRole('form')
    .filter({ has: page.getByRole('button', { name: 'Check personal loan rates' }) });
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('30301');
  const partnerPage = context.waitForEvent('page');
  await form.getByRole('button', { name: 'Check personal loan rates' }).click();
  const partner = await partnerPage;
  await partner.waitForURL(/\/partners\/mny\/\?product=personal-loans&zip=30301&clickid=[0-9a-f]{8}%7C/);
  const clicks = await page.evaluate(() =>
    (window.__analyticsEvents ?? [])
      .filter((event) => event.name === 'QuoteClick')
      .map((event) => event.properties),
  );
  expect(clicks).toEqual([
    expect.objectContaining({ vertical: 'personal_loans', widget: 'FWQ-personal_loans', fallback: false }),
  ]);
});

test('a hub’s banner shows the ad server’s decision, counts its impression once seen, and a click goes to the partner', async ({
  page,
  context,
}) => {
  const events: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/ads/event/')
      events.push(`${url.searchParams.get('kind')} ${url.searchParams.get('placement')}`);
  });
  await page.goto('/credit-cards/');
  const banner = page.getByRole('complementary', { name: /^Sponsored: / });
  await banner.scrollIntoViewIfNeeded();
  await expect(banner).toHaveAttribute('data-decided', 'yes');
  await expect(banner).toHaveAccessibleName('Sponsored: Compare credit card offers');
  await expect.poll(() => events).toEqual(['impression BW-credit_cards']);
  // The buttons' column keeps the margin rule's room: 52 px a button and 25.
  const column = banner.getByRole('button', { name: 'Check my rates' }).locator('..');
  expect((await column.boundingBox())?.height).toBeGreaterThanOrEqual(77);

  const partnerPage = context.waitForEvent('page');
  await banner.getByRole('button', { name: 'Check my rates' }).click();
  const partner = await partnerPage;
  await partner.waitForURL(/\/partners\/mny\/\?product=credit-cards&clickid=[0-9a-f]{8}%7C/);
  await expect.poll(() => events).toContain('click BW-credit_cards');
});

test('a lender ranking’s “Check rates” is a sponsored link to the lender, in a new tab', async ({
  page,
  context,
}) => {
  await page.goto('/mortgages/');
  const first = page
    .getByRole('heading', { name: 'Best mortgage lenders' })
    .locator('..')
    .getByRole('listitem')
    .first();
  await expect(first).toContainText('Lighthouse Direct Mortgage');
  const link = first.getByRole('link', {
    name: 'Check rates with Lighthouse Direct Mortgage (opens in a new tab)',
  });
  await expect(link).toHaveAttribute('rel', 'sponsored noopener');
  const lenderPage = context.waitForEvent('page');
  await link.click();
  await (
    await lenderPage
  ).waitForURL(/\/partners\/lenders\/lighthouse-direct-mortgage\/\?product=mortgage-purchase$/);
});

test('the compound interest calculator grows savings as the visitor types', async ({ page }) => {
  await page.goto('/calculators/compound-interest-calculator/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compound interest calculator');
  await page.getByLabel('Starting amount').fill('10000');
  await page.getByLabel('Monthly deposit').fill('0');
  await page.getByLabel('Interest rate').fill('4');
  await page.getByLabel('Years').fill('10');
  const estimate = page.getByRole('region', { name: 'Your estimate' });
  await expect(estimate).toContainText('$14,908.33');
  await page.getByLabel('Interest compounds').selectOption('annually');
  await expect(estimate).toContainText('$14,802.44');
});

test('the sitemap lists every money hub', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the same page on both');
  await page.goto('/sitemap/');
  const money = page
    .getByRole('heading', { name: 'Money', exact: true })
    .locator('xpath=following-sibling::ul[1]');
  await expect(money.getByRole('link')).toHaveText([
    'Personal loans',
    'Student loans',
    'Auto loans',
    'Business loans',
    'Mortgages',
    'Credit cards',
    'Banking',
  ]);
  const xml = await (await page.request.get('/sitemap.xml')).text();
  for (const hub of ['personal-loans', 'credit-cards', 'banking']) expect(xml).toContain(`/${hub}/</loc>`);
});
