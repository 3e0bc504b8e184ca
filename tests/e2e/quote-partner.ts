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

/**
 * Counts the ad decisions a page asks for one placement's widget (`FWQ`, `KWHSC`): a hub's banner
 * asks for its own as it comes into view, which a form's count must leave out.
 */
export function countDecisions(page: Page, widget: string): () => number {
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/ads/decision/') && request.postData()?.includes(`"divName":"${widget}-`))
      asked++;
  });
  return () => asked;
}
