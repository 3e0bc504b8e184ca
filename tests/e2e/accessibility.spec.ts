import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/** Every page in the sitemap, checked by axe: no serious or critical violations. */
test('every page in the sitemap passes axe', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(40);

  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(new URL(path, baseURL).href);
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const violation of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      problems.push(`${path}: ${violation.id} (${violation.nodes.length}) ${violation.help}`);
    }
  }
  expect(problems).toEqual([]);
});
