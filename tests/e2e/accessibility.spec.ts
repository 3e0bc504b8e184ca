import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { FAKE_SECRETS } from './server-env';

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Pages built from the same template share a kind: their address without its last segment. */
const kindOf = (path: string) => `${path.replace(/[^/]+\/?$/, '*')}${path.endsWith('/') ? '/' : ''}`;

test('one page of every kind in the sitemap passes axe, without console errors', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const paths = await sitemapPaths(request);
  const kinds = new Map<string, string>();
  for (const path of paths) if (!kinds.has(kindOf(path))) kinds.set(kindOf(path), path);
  expect(kinds.size).toBeGreaterThan(4);

  const problems: string[] = [];
  for (const path of [...kinds.values(), '/sitemap/']) {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const violation of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      problems.push(`${path}: ${violation.id} (${violation.nodes.length}) ${violation.help}`);
    }
  }
  expect(problems).toEqual([]);
});

test('every page in the sitemap answers 200 at its canonical address, carries no secret, and no internal link is broken', async ({
  request,
  isMobile,
}) => {
  // The server sends the same HTML to every viewport: one crawl over HTTP covers both; the
  // browser checks (console errors, axe) run above on one page of every kind, on both.
  test.skip(isMobile, 'the HTML does not depend on the viewport');
  test.setTimeout(120_000);
  const paths = await sitemapPaths(request);
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
