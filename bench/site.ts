import autocannon from 'autocannon';
import { seriousViolationsOnPages } from '../tests/e2e/axe';
import { onePerKind, sitemapPaths } from '../tests/support/sitemap';
import { eagerScriptBytes, withBrowser } from './widget';

export async function fetchSitemap(url: string): Promise<string[]> {
  return sitemapPaths(await (await fetch(`${url}/sitemap.xml`)).text());
}

/** First-load JavaScript, gzipped, of one page of every kind: what each route costs a visitor. */
export async function firstLoadScripts(url: string, paths: string[]) {
  const sizes: { path: string; bytes: number }[] = [];
  for (const path of onePerKind(paths))
    sizes.push({ path, bytes: await eagerScriptBytes(`${url}${path}`, '.') });
  return sizes;
}

/** A prerendered page served from the cache under load: 10 connections for `seconds`. */
export async function pageThroughput(url: string, path: string, seconds: number) {
  const result = await autocannon({ url: `${url}${path}`, connections: 10, duration: seconds });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** axe on every page, in a desktop browser: the serious and critical violations, by page. */
export async function accessibilitySweep(url: string, paths: string[]) {
  return withBrowser(async (browser) => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    return seriousViolationsOnPages(page, paths, url);
  });
}
