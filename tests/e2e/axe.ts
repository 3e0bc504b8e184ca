import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The serious and critical axe violations on the page, or inside `within`, one line each.
 * axe-core runs directly rather than through @axe-core/playwright: its builder injects axe twice
 * per run (or opens a blank page to finish it), which made the sitemap sweep three times slower.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (context: ElementContext) => {
    const { axe } = window as unknown as { axe: { run: typeof import('axe-core').run } };
    const results: AxeResults = await axe.run(context, { resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      count: nodes.length,
    }));
  }, within ?? 'html');
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => `${violation.id} (${violation.count}) ${violation.help}`);
}

/** Opens each page in turn and lists its serious and critical violations, each with its path. */
export async function seriousViolationsOnPages(page: Page, paths: string[], origin = ''): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(`${origin}${path}`);
    problems.push(...(await seriousViolations(page)).map((violation) => `${path}: ${violation}`));
  }
  return problems;
}
