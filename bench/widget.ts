import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { scratchCopy, timedBuild } from './scratch';
import { median } from './stats';

const BUBBLE = { name: 'Chat with Charlie' } as const;

/**
 * The same app without Charlie's widget, built in a scratch copy, so the widget's cost can be
 * measured as a difference: same pages, same build, minus one line in the root layout.
 */
export function buildWithoutWidget(): string {
  const dir = scratchCopy('charlie-bench-no-widget');
  const layoutPath = path.join(dir, 'app/layout.tsx');
  const layout = readFileSync(layoutPath, 'utf8');
  const without = layout
    .replace(/^.*<ChatBubble .*\/>\n/m, '')
    .replace(/^import \{ ChatBubble \}.*\n/m, '')
    .replace(/^import \{ getStarterQuestions \}.*\n/m, '');
  if (without.includes('ChatBubble'))
    throw new Error('the root layout no longer renders <ChatBubble> on one line');
  writeFileSync(layoutPath, without);
  timedBuild(dir);
  return dir;
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const staticFile = (appDir: string, url: string) =>
  path.join(appDir, '.next', decodeURIComponent(new URL(url).pathname).replace(/^\/_next/, ''));

/**
 * The JavaScript a page loads before anyone interacts with it, gzipped: its script tags and the
 * scripts it preloads (a lazily split component the page renders, such as its calculator).
 */
export async function eagerScriptBytes(url: string, appDir: string): Promise<number> {
  const html = await (await fetch(url)).text();
  // noModule scripts are the polyfills for old browsers: a modern browser never fetches them.
  const scripts = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
    .filter(([, before, , after]) => !/\snomodule/i.test(`${before} ${after}`))
    .map((match) => match[2]!);
  const preloaded = [...html.matchAll(/<link\s[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\srel="preload"/.test(tag) && /\sas="script"/.test(tag))
    .map((tag) => /\shref="([^"]+)"/.exec(tag)?.[1] ?? '')
    .filter(Boolean);
  const sources = new Set([...scripts, ...preloaded].map((source) => new URL(source, url).href));
  return [...sources].reduce((sum, source) => sum + gzipSize(staticFile(appDir, source)), 0);
}

export async function withBrowser<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

/** What the panel costs once a visitor shows intent: the scripts loaded by hovering the bubble. */
export async function panelScriptBytes(url: string, appDir: string) {
  return withBrowser(async (browser) => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') loaded.push(request.url());
    });
    await page.getByRole('button', BUBBLE).hover();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return {
      files: loaded.length,
      bytes: loaded.reduce((sum, file) => sum + gzipSize(staticFile(appDir, file)), 0),
    };
  });
}

/** Milliseconds from pressing the bubble (no hover first, nothing preloaded) to a focused text box. */
export async function clickToTextbox(url: string, runs: number): Promise<number[]> {
  return withBrowser(async (browser) => {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      const elapsed = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let pressed = 0;
            document.addEventListener('pointerdown', () => (pressed = performance.now()), {
              capture: true,
              once: true,
            });
            document.addEventListener('focusin', (event) => {
              if (event.target instanceof HTMLTextAreaElement) resolve(performance.now() - pressed);
            });
          }),
      );
      const box = await page.getByRole('button', BUBBLE).boundingBox();
      if (!box) throw new Error('the bubble is not on the page');
      // Straight to the middle of the bubble and press: no hover beforehand to preload the panel.
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      times.push(await elapsed);
      await context.close();
    }
    return times;
  });
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  seo: number;
  /** Cumulative layout shift. */
  cls: number;
  /** Total blocking time, in milliseconds. */
  tbt: number;
  /** Lighthouse's measure of the host's speed during the runs: scores depend on it. */
  benchmarkIndex: number;
}

/**
 * chrome-launcher's default flags with Chrome's own RenderDocument setting. chrome-launcher 1.2.1
 * turns RenderDocument off, a workaround Puppeteer dropped in April 2026 (puppeteer#14745). With it
 * off, headless Chromium 150 here holds a navigated page's first frame until a tick 1 or 2 s later
 * in most loads, though the page has painted and the main thread is idle; Lighthouse then simulates
 * from a first paint no visitor's Chrome would see.
 */
function lighthouseChromeFlags(): string[] {
  const defaults = chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=')
      ? flag
          .split(',')
          .filter((feature) => feature !== 'RenderDocument')
          .join(',')
      : flag,
  );
  return [...defaults, '--headless=new', ...CHROMIUM_ARGS];
}

/** Lighthouse's mobile scores (0 to 100) and CLS for each URL, runs interleaved, the median of each. */
export async function lighthouseScores(urls: string[], runs: number): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    ignoreDefaultFlags: true,
    chromeFlags: lighthouseChromeFlags(),
  });
  try {
    const results: LighthouseFigures[][] = urls.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [index, url] of urls.entries()) {
        const result = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: ['performance', 'accessibility', 'seo'],
          logLevel: 'error',
        });
        const lhr = result?.lhr;
        const score = (category: string) => {
          const value = lhr?.categories[category]?.score;
          if (typeof value !== 'number') throw new Error(`Lighthouse could not score ${category} of ${url}`);
          return Math.round(value * 100);
        };
        results[index]!.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          seo: score('seo'),
          cls: lhr?.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          tbt: lhr?.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          benchmarkIndex: lhr?.environment.benchmarkIndex ?? Number.NaN,
        });
      }
    }
    return results.map((figures) => ({
      performance: median(figures.map((figure) => figure.performance)),
      accessibility: median(figures.map((figure) => figure.accessibility)),
      seo: median(figures.map((figure) => figure.seo)),
      cls: median(figures.map((figure) => figure.cls)),
      tbt: median(figures.map((figure) => figure.tbt)),
      benchmarkIndex: median(figures.map((figure) => figure.benchmarkIndex)),
    }));
  } finally {
    chrome.kill();
  }
}
