import { seededRandom } from '../scripts/seeded-random';
import { zipToState } from '../lib/zip/zip-to-state';
import { median } from './stats';
import { withBrowser } from './widget';

/** Zip-to-state lookups per second over seeded random zips, the median of `runs` runs. */
export function zipLookupsPerSecond(lookups: number, runs: number): number {
  const random = seededRandom(7);
  const zips = Array.from({ length: lookups }, () => String(Math.floor(random() * 100_000)).padStart(5, '0'));
  const rates: number[] = [];
  for (let run = 0; run < runs; run++) {
    let found = 0;
    const start = performance.now();
    for (const zip of zips) if (zipToState(zip).ok) found++;
    const seconds = (performance.now() - start) / 1000;
    if (found === 0) throw new Error('no zip was found: the table did not load');
    rates.push(lookups / seconds);
  }
  return median(rates);
}

/**
 * From pressing the auto quote button to compare-matches showing its heading, on the embedded
 * default: a fresh browser context each run, the page loaded and idle first.
 */
export async function submitToNavigation(baseUrl: string, runs: number): Promise<number[]> {
  return withBrowser(async (browser) => {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${baseUrl}/insurance/auto/?utm_source=bench`, { waitUntil: 'networkidle' });
      const form = page.getByRole('form', { name: 'Get auto insurance quotes' });
      await form.getByRole('textbox', { name: 'ZIP code' }).fill('30301');
      const start = performance.now();
      await form.getByRole('button').click();
      await page.waitForURL(/compare-matches\?zip=30301&utm_source=bench$/);
      await page.getByRole('heading', { level: 1, name: /^Car insurance matches in / }).waitFor();
      times.push(performance.now() - start);
      await context.close();
    }
    return times;
  });
}
