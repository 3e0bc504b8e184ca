import { expect, test } from './fixtures';

test('the auto page: sub-navigation, experts with the featured one first, and a question for Charlie', async ({
  page,
}) => {
  await page.goto('/insurance/auto/');
  const subnav = page.getByRole('navigation', { name: 'Jump to a section' });
  await expect(subnav.getByRole('link')).toHaveText(['Expert Insight', 'Ask your question']);

  await subnav.getByRole('link', { name: 'Expert Insight' }).click();
  await expect(page).toHaveURL(/#section-experts-qa-/);
  const firstQuestion = page
    .locator('h3', { hasText: 'How much car insurance do I really need?' })
    .locator('..');
  await expect(firstQuestion.locator('p', { hasText: 'Featured expert' }).first()).toContainText(
    'Marcus Oyelaran',
  );

  await page.getByLabel('Your question').fill('What does comprehensive coverage pay for?');
  await page.getByRole('button', { name: 'Ask Charlie' }).click();
  const panel = page.getByRole('dialog', { name: /^Charlie from / });
  await expect(panel).toBeVisible();
  await expect(panel.locator('li[data-role="user"]')).toContainText(
    'What does comprehensive coverage pay for?',
  );
  await expect(panel.locator('li[data-role="assistant"]').nth(1)).toContainText(/comprehensive/i);
});

test('an editorial ranking links to each company’s review', async ({ page }) => {
  await page.goto('/insurance/homeowners/');
  await page.getByRole('link', { name: 'Read our USAA review' }).click();
  await expect(page).toHaveURL(/\/insurance\/homeowners\/reviews\/usaa\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('USAA homeowners insurance review');
});
