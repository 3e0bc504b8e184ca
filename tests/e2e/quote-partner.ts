import type { Page } from '@playwright/test';

/** The visitor's kept partner choice, as the traffic split would have stored it. */
export async function keepPartner(page: Page, vertical: string, partner: string) {
  await page.addInitScript(
    ({ key, value }) => {
      window.localStorage.setItem(key, value);
      window.localStorage.setItem('quotePilot', 'false');
    },
    { key: `quotePartner:${vertical}`, value: partner },
  );
}
