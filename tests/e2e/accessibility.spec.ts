import type { APIRequestContext } from '@playwright/test';
import { seriousViolationsOnPages } from './axe';
import { expect, test } from './fixtures';
import { clicksFromHome } from '../support/crawl';
import { rawFigures } from '../support/page-text';
import { onePerKind, sitemapPaths } from '../support/sitemap';
import { FAKE_SECRETS } from './server-env';

async function pathsIn(request: APIRequestContext): Promise<string[]> {
  return sitemapPaths(await (await request.get('/sitemap.xml')).text());
}

/** The reach: every page within this many clicks of the homepage, following links only. */
const MAX_CLICKS = 4;

/** The desktop sweep in parts, so Playwright's workers share it with the other tests. */
const SWEEP_PARTS = 4;

for (let part = 0; part < SWEEP_PARTS; part++) {
  test(`every page in the sitemap passes axe, without console errors (part ${part + 1} of ${SWEEP_PARTS})`, async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'on a phone, one page of every kind (below)');
    test.setTimeout(240_000);
    const paths = (await pathsIn(request)).filter((_, index) => index % SWEEP_PARTS === part);
    expect(paths.length).toBeGreaterThan(50);
    expect(await seriousViolationsOnPages(page, part === 0 ? [...paths, '/sitemap/'] : paths)).toEqual([]);
  });
}

// Every page on the phone too would add the desktop sweep's two minutes again; pages of one kind
// share their layout, so one of each (and the sitemap page) covers the phone's layout rules.
test('one page of every kind in the sitemap passes axe on a phone, without console errors', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'the desktop sweeps every page (above)');
  test.setTimeout(120_000);
  const kinds = onePerKind(await pathsIn(request));
  expect(kinds.length).toBeGreaterThan(4);

  expect(await seriousViolationsOnPages(page, [...kinds, '/sitemap/'])).toEqual([]);
});

test('every page in the sitemap answers 200 at its canonical address, carries no secret and no raw figure (float artefact, NaN, undefined), has breadcrumbs below the homepage, is at most four clicks from the homepage, and no internal link is broken', async ({
  request,
  isMobile,
}) => {
  // The server sends the same HTML to every viewport: one crawl over HTTP covers both; the
  // browser checks (console errors, axe) run above.
  test.skip(isMobile, 'the HTML does not depend on the viewport');
  test.setTimeout(120_000);
  const paths = await pathsIn(request);
  expect(paths.length).toBeGreaterThan(200);
  const linked = new Set<string>();
  const pages = new Map<string, string>();
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    pages.set(path, html);
    if (path !== '/') {
      expect(html, `${path}: breadcrumbs`).toContain('aria-label="Breadcrumb"');
      expect(html, `${path}: BreadcrumbList`).toContain('"BreadcrumbList"');
    }
    expect(
      FAKE_SECRETS.filter((secret) => html.includes(secret)),
      path,
    ).toEqual([]);
    expect(rawFigures(html), path).toEqual([]);
    for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#]*)/g))
      linked.add(href!.replace(/&amp;/g, '&'));
  }
  const broken: string[] = [];
  for (const href of [...linked].filter((href) => !paths.includes(href))) {
    const response = await request.get(href, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${href}: ${response.status()}`);
  }
  expect(broken).toEqual([]);

  // A visitor who only follows links, from the pages already fetched (and the few linked pages the
  // sitemap does not list), reaches every sitemap page within four clicks.
  const reached = await clicksFromHome(async (path) => {
    const known = pages.get(path);
    if (known !== undefined) return known;
    const response = await request.get(path);
    return response.ok() ? response.text() : null;
  }, MAX_CLICKS);
  expect(paths.filter((path) => !reached.has(path))).toEqual([]);
});
