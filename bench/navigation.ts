import { gzipSync } from 'node:zlib';
import { SEARCH_INDEX_PATH } from '../lib/search/constants';
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
 * the first keystroke (its gzip size is reported); then each query's time from the input
 * changing to the result list showing that query's first result, median over the queries.
 */
export async function searchTimes(url: string, queries: readonly string[]) {
  return withBrowser(async (browser) => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    let indexRequested = false;
    page.on('request', (request) => {
      if (request.url().includes(SEARCH_INDEX_PATH)) indexRequested = true;
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    const box = page.getByRole('combobox').filter({ visible: true }).first();
    await box.click();
    await box.fill('car');
    await page.getByRole('option').first().waitFor();
    const times: number[] = [];
    for (const query of queries) {
      // A string, not a function: tsx would wrap a function's inner helpers in a `__name` the page lacks.
      const ms = (await page.evaluate(`(async () => {
        const input = document.activeElement;
        const listFor = () => document.getElementById(input.getAttribute('aria-controls') || '');
        const before = listFor()?.textContent || '';
        const started = performance.now();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(query)});
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => {
          const check = () => {
            const now = listFor()?.textContent || '';
            if (now !== before && now.length > 0) resolve();
            else requestAnimationFrame(check);
          };
          check();
        });
        return performance.now() - started;
      })()`)) as number;
      times.push(ms);
    }
    // The index as it travels compressed: its body gzipped at the default level.
    const body = Buffer.from(await (await fetch(`${url}${SEARCH_INDEX_PATH}`)).arrayBuffer());
    return {
      medianMs: median(times),
      times,
      indexRequested,
      indexBytes: body.length,
      indexGzipBytes: gzipSync(body).length,
    };
  });
}
