import { clicksFromHome } from '../tests/support/crawl';
import { fetchSitemap } from './site';
import { median } from './stats';
import { withBrowser } from './widget';

/** Clicks from the homepage to each sitemap page, following links only; the deepest and the unreached. */
export async function sitemapDepth(url: string, maxClicks: number) {
  const reached = await clicksFromHome(async (path) => {
    const response = await fetch(`${url}${path}`);
    return response.ok ? response.text() : null;
  }, maxClicks);
  const paths = await fetchSitemap(url);
  const depths = paths.map((path) => reached.get(path));
  return {
    pages: paths.length,
    deepest: Math.max(...depths.map((depth) => depth ?? Infinity)),
    unreached: paths.filter((path) => !reached.has(path)),
  };
}

/**
 * Search as a visitor meets it: the header box on the homepage, in Chromium. The index loads on
 * the first keystroke (its transfer size is reported); then each query's time from the input
 * changing to the result list showing that query's first result, median over the queries.
 */
export async function searchTimes(url: string, queries: readonly string[]) {
  return withBrowser(async (browser) => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    let indexBytes = 0;
    page.on('response', async (response) => {
      if (response.url().includes('/search/index.json'))
        indexBytes = Number(response.headers()['content-length'] ?? 0);
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    const box = page.getByRole('combobox').filter({ visible: true }).first();
    await box.click();
    await box.fill('car');
    await page.getByRole('option').first().waitFor();
    const times: number[] = [];
    for (const query of queries) {
      const ms = await box.evaluate(async (input: HTMLInputElement, text: string) => {
        const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
        const before = listbox?.textContent ?? '';
        const started = performance.now();
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setValue?.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise<void>((resolve) => {
          const check = () => {
            const now = document.getElementById(input.getAttribute('aria-controls') ?? '')?.textContent ?? '';
            if (now !== before && now.length > 0) resolve();
            else requestAnimationFrame(check);
          };
          check();
        });
        return performance.now() - started;
      }, query);
      times.push(ms);
    }
    return { medianMs: median(times), times, indexBytes };
  });
}
