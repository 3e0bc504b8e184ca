import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Presses `key` until the focused element matches, as a keyboard-only visitor would; fails after `limit`. */
async function tabTo(page: Page, key: 'Tab' | 'Shift+Tab', matches: (page: Page) => Promise<boolean>) {
  for (let presses = 0; presses < 80; presses++) {
    if (await matches(page)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`nothing reachable with ${key} matched`);
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('aria-label') ?? active?.id ?? '';
  });

test('keyboard only: tab to Charlie, ask, read the answer, close, tab to the zip form and submit', async ({
  page,
}) => {
  await page.goto('/insurance/auto/');
  // The bubble comes last in the page's order: one step back from the start reaches it.
  await tabTo(page, 'Shift+Tab', async () => (await focusedLabel(page)) === 'Chat with Charlie');

  await page.keyboard.press('Enter');
  const textbox = page.getByRole('textbox', { name: 'Your question for Charlie' });
  await expect(textbox).toBeFocused();
  await page.keyboard.type('What is collision coverage?');
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: /^Charlie from / });
  // The server's first answer, while the parallel sitemap sweep keeps it busy: more than 5 s at times.
  await expect(panel.locator('li[data-role]').nth(2)).toContainText(/collision/i, { timeout: 15_000 });

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Chat with Charlie' })).toBeFocused();

  const zip = page
    .getByRole('form', { name: 'Get auto insurance quotes' })
    .getByRole('textbox', { name: 'ZIP code' });
  // Onward from the bubble, focus wraps to the top of the page, where the headline's form is.
  await tabTo(page, 'Tab', () => zip.evaluate((box) => box === document.activeElement));
  await page.keyboard.type('30301');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/insurance\/auto\/compare-matches\?zip=30301$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car insurance matches in Atlanta, GA');
});
