import type { APIRequestContext } from '@playwright/test';
import { seriousViolationsOnPages } from './axe';
import { expect, test } from './fixtures';
import { onePerKind, sitemapPaths } from '../support/sitemap';
import { FAKE_SECRETS } from './server-env';

async function pathsIn(request: APIRequestContext): Promise<string[]> {
  return sitemapPaths(await (await request.get('/sitemap.xml')).text());
}

// The whole sitemap is swept by `npm run bench` (bench/site.ts): at about half a second a
// page on two cores, every page on two viewports would take longer than the rest of CI together.
test('one page of every kind in the sitemap passes axe, without console errors', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const kinds = onePerKind(await pathsIn(request));
  expect(kinds.length).toBeGreaterThan(4);

  expect(await seriousViolationsOnPages(page, [...kinds, '/sitemap/'])).toEqual([]);
});

test('every page in the sitemap answers 200 at its canonical address, carries no secret, and no internal link is broken', async ({
  request,
  isMobile,
}) => {
  // The server sends the same HTML to every viewport: one crawl over HTTP covers both; the
  // browser checks (console errors, axe) run above on one page of every kind, on both.
  test.skip(isMobile, 'the HTML does not depend on the viewport');
  test.setTimeout(120_000);
  const paths = await pathsIn(request);
  expect(paths.length).toBeGreaterThan(200);
  const linked = new Set<string>();
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(
      FAKE_SECRETS.filter((secret) => html.includes(secret)),
      path,
    ).toEqual([]);
    for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#]*)/g))
      linked.add(href!.replace(/&amp;/g, '&'));
  }
  const broken: string[] = [];
  for (const href of [...linked].filter((href) => !paths.includes(href))) {
    const response = await request.get(href, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${href}: ${response.status()}`);
  }
  expect(broken).toEqual([]);
});
