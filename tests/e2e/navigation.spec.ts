import { expect, test } from './fixtures';

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
  // The groups closed on navigation too; opened again, they mark where the visitor is.
  await main.getByText('Calculators', { exact: true }).click();
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
  // The menu is opened on the guide, not on the page being left (which closes its menus).
  await page.waitForURL(/\/insurance\/auto\/guides\/[a-z0-9-]+\/$/);
  if (isMobile) await menu.click();
  await expect(
    page
      .getByRole('navigation', { name: 'Insurance types' })
      .filter({ visible: true })
      .getByRole('link', { name: 'Auto' }),
  ).toHaveAttribute('aria-current', 'true');
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
