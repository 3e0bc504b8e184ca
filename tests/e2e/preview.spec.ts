import { expect, test } from './fixtures';
import { E2E_PREVIEW_SECRET } from './server-env';

const DRAFT_HEADING = 'Before winter: check your coverage';

test('an editor previews a draft page, then leaves the preview', async ({ page }) => {
  await page.goto('/insurance/auto/');
  await expect(page.getByRole('heading', { name: DRAFT_HEADING })).toHaveCount(0);

  await page.goto(
    `/api/preview/?secret=${E2E_PREVIEW_SECRET}&path=${encodeURIComponent('/insurance/auto/')}`,
  );
  await expect(page).toHaveURL(/\/insurance\/auto\/$/);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === '__prerender_bypass');
  expect(session).toMatchObject({ sameSite: 'Strict', httpOnly: true });
  await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toContainText('draft content');
  await expect(page.getByRole('heading', { name: DRAFT_HEADING })).toBeVisible();

  await page.getByRole('link', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(/\/insurance\/auto\/$/);
  await expect(page.getByRole('heading', { name: DRAFT_HEADING })).toHaveCount(0);
  await expect(page.getByText('you are seeing draft content')).toHaveCount(0);
});

test('a wrong preview secret shows nothing of the drafts', async ({ request }) => {
  const response = await request.get('/api/preview/?secret=guess&path=/insurance/auto/', { maxRedirects: 0 });
  expect(response.status()).toBe(401);
});
