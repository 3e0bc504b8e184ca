import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { EVAL_SET_PATH } from '../tests/support/eval';
import { answerQuality, BARE_ROUTE, buildWithBareRoute, logRecords, postLoad, serverTimings } from './chat';
import { crashDuringLoad } from './crash';
import { submitToNavigation, zipLookupsPerSecond } from './quotes';
import { cityPageSizes, embeddedQueryTimes, limiterThroughput } from './rates';
import { scratchCopy, timedBuild } from './scratch';
import { accessibilitySweep, fetchSitemap, firstLoadScripts, pageThroughput } from './site';
import { buildBeforeCharts, CHART_PAGES, CHARTS_COMMIT } from './charts';
import { searchTimes, sitemapDepth } from './navigation';
import { startServer } from './server';
import { publishToVisible } from './instances';
import { startRedisServer } from '../tests/support/redis-server';
import {
  buildWithoutWidget,
  clickToTextbox,
  eagerScriptBytes,
  lighthouseScores,
  panelScriptBytes,
} from './widget';
import { median } from './stats';

/**
 * `npm run bench`: serves the production build on the embedded defaults and measures it,
 * writing bench/report.md and bench/report.json, each figure with its budget and pass or fail.
 */

interface Figure {
  name: string;
  value: number;
  unit: string;
  budget: string;
  pass: boolean;
  note?: string;
}

const LOAD_RUNS = 3;
const LOAD_SECONDS = 20;
const WARM_UP_SECONDS = 5;
const CLICK_RUNS = 10;
const LIGHTHOUSE_RUNS = 5;
const LIGHTHOUSE_PAGE_RUNS = 5;
/** Enough calls to fill more than one minute at 1,250 a minute. */
const LIMITER_CALLS = 1_300;
const QUERY_ROUNDS = 2_000;
const ZIP_LOOKUPS = 1_000_000;
const ZIP_RUNS = 5;
const SUBMIT_RUNS = 10;
const PAGE_LOAD_RUNS = 3;
const PAGE_LOAD_SECONDS = 10;
/** Every route loads about 145-155 KB today; the budget stops a route from quietly growing. */
const FIRST_LOAD_BUDGET_KB = 170;
const THROUGHPUT_PAGES = ['/', '/insurance/auto/best-cheap-car-insurance-los-angeles-ca'];
const LIGHTHOUSE_PAGES = [
  '/',
  '/insurance/auto/',
  '/insurance/auto/reviews/geico/',
  '/insurance/auto/best-cheap-car-insurance-los-angeles-ca',
  '/calculators/car-insurance-calculator/',
  '/insurance/auto/compare-matches?zip=33101',
  '/insurance/auto/ohio/',
  '/calculators/mortgage-calculator/',
];
/**
 * Two money hubs: one of lenders, one of cards with the credit SDK's box. A hub with a calculator
 * on it (personal loans, mortgages, banking) also loads that calculator's chunk, as the
 * calculator's own page does.
 */
const MONEY_PAGES = ['/student-loans/', '/credit-cards/'];
const MONEY_FIRST_LOAD_BUDGET_KB = 160;
/** Added with the charts: the first-load JavaScript they may add, against the tree before them. */
const CHART_JS_BUDGET_KB = 5;

/** Charlie's answers and /api/chat under load, beside a bare route handler on the same build. */
async function chatFigures(tmp: string): Promise<Figure[]> {
  const databasePath = path.join(tmp, 'charlie.db');
  const figures: Figure[] = [];
  const bareDir = buildWithBareRoute();

  // The load test comes from one address, far above a person's pace: the address limit is lifted.
  const limits = {
    CHAT_ADDRESS_LIMIT_PER_MINUTE: '100000000',
    CHAT_SESSION_LIMIT_PER_MINUTE: '100000000',
    CHAT_SITE_LIMIT_PER_MINUTE: '100000000',
  };
  const server = await startServer(3200, { CHAT_DATABASE_PATH: databasePath, ...limits });
  const bare = await startServer(3201, { CHAT_DATABASE_PATH: path.join(tmp, 'bare.db'), ...limits }, bareDir);
  try {
    const dev = await answerQuality(server.url, EVAL_SET_PATH);
    const topics = Object.entries(dev.byTopic).sort(([, a], [, b]) => a.share - b.share);
    const [weakest, weakestTally] = topics[0] ?? ['none', { share: 1, passed: 0, cases: 0 }];
    figures.push(
      {
        name: `Charlie answer quality, shared development set (${dev.passed}/${dev.cases})`,
        value: percent(dev.share),
        unit: '%',
        budget: '≥ 95%',
        pass: dev.share >= 0.95,
        note:
          [topics.map(([topic, t]) => `${topic} ${t.passed}/${t.cases}`).join(', '), ...dev.failures].join(
            '; ',
          ) || undefined,
      },
      {
        name: `Charlie answer quality, weakest topic of the development set (${weakest}, ${weakestTally.passed}/${weakestTally.cases})`,
        value: percent(weakestTally.share),
        unit: '%',
        budget: '≥ 85% in every topic',
        pass: weakestTally.share >= 0.85,
      },
    );
    const probe = await answerQuality(server.url, 'tests/fixtures/chat/probe-questions.json');
    figures.push({
      name: `Charlie answer quality, our probe set (${probe.passed}/${probe.cases})`,
      value: percent(probe.share),
      unit: '%',
      budget: '≥ 90%',
      pass: probe.share >= 0.9,
      note: probe.failures.join('; ') || undefined,
    });

    // Side by side: each chat run is followed by a bare run, so both see the same machine, after
    // a warm-up of each that is not counted (the JIT still compiles the routes' code in it).
    const warmUp = await postLoad(server.url, '/api/chat/', WARM_UP_SECONDS);
    await postLoad(bare.url, BARE_ROUTE, WARM_UP_SECONDS);
    const runs = [];
    const bareRuns = [];
    for (let run = 0; run < LOAD_RUNS; run++) {
      runs.push(await postLoad(server.url, '/api/chat/', LOAD_SECONDS));
      bareRuns.push(await postLoad(bare.url, BARE_ROUTE, LOAD_SECONDS));
    }
    // Every answered request must have left its records, the warm-up's included.
    const answered = warmUp.ok + runs.reduce((sum, run) => sum + run.ok, 0);
    const failed = runs.reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0);
    const chatRps = median(runs.map((run) => run.rps));
    const bareRps = median(bareRuns.map((run) => run.rps));
    figures.push(
      {
        name: '/api/chat p50 (20 connections, 20 s)',
        value: median(runs.map((run) => run.p50)),
        unit: 'ms',
        budget: '< 20 ms',
        pass: median(runs.map((run) => run.p50)) < 20,
      },
      {
        name: '/api/chat p99 (20 connections, 20 s)',
        value: median(runs.map((run) => run.p99)),
        unit: 'ms',
        budget: '< 100 ms',
        pass: median(runs.map((run) => run.p99)) < 100,
      },
      {
        name: '/api/chat throughput',
        value: Math.round(chatRps),
        unit: 'req/s',
        budget: 'report',
        pass: true,
      },
      {
        name: `bare route handler throughput, same build and load (p50 ${median(bareRuns.map((run) => run.p50))} ms)`,
        value: Math.round(bareRps),
        unit: 'req/s',
        budget: 'report',
        pass: true,
      },
      {
        name: '/api/chat throughput as a share of the bare handler’s',
        value: percent(chatRps / bareRps),
        unit: '%',
        budget: '≥ 70%',
        pass: chatRps / bareRps >= 0.7,
      },
      {
        name: '/api/chat errors and non-2xx answers',
        value: failed,
        unit: 'count',
        budget: '0',
        pass: failed === 0,
      },
    );
    const timings = await serverTimings(server.url);
    figures.push({
      name: `server time per answer, median of its last ${timings.count} (logging ${timings.loggingTime.toFixed(2)} ms)`,
      value: Math.round(timings.totalResponseTime * 100) / 100,
      unit: 'ms',
      budget: 'report',
      pass: timings.count > 0,
    });
    const records = await logRecords(databasePath);
    const lost = answered - Math.min(records.user, records.assistant);
    figures.push({
      name: `log records: ${records.user} questions, ${records.assistant} answers for ${answered} answered requests`,
      value: Math.max(0, lost),
      unit: 'lost',
      budget: '0 lost, both records per answer',
      pass: lost <= 0 && records.user === records.assistant,
      note: 'Counts include the quality runs and requests still in flight when each load run stopped counting.',
    });
  } finally {
    await Promise.all([server.stop(), bare.stop()]);
  }
  return figures;
}

const percent = (share: number) => Math.round(share * 1000) / 10;

/** What Charlie's widget costs a page: eager bytes, the panel's bytes, time to type, Lighthouse. */
async function widgetFigures(tmp: string): Promise<Figure[]> {
  const withoutDir = buildWithoutWidget();
  const withWidget = await startServer(3200, { CHAT_DATABASE_PATH: path.join(tmp, 'with-widget.db') });
  const withoutWidget = await startServer(
    3201,
    { CHAT_DATABASE_PATH: path.join(tmp, 'without-widget.db') },
    withoutDir,
  );
  try {
    const home = `${withWidget.url}/`;
    const bubbleBytes =
      (await eagerScriptBytes(home, '.')) - (await eagerScriptBytes(`${withoutWidget.url}/`, withoutDir));
    const panel = await panelScriptBytes(home, '.');
    const clicks = await clickToTextbox(home, CLICK_RUNS);
    const [withScores, withoutScores] = await lighthouseScores(
      [home, `${withoutWidget.url}/`],
      LIGHTHOUSE_RUNS,
    );
    const scoreWith = withScores?.performance ?? 0;
    const scoreWithout = withoutScores?.performance ?? 0;
    return [
      {
        name: 'bubble eager JavaScript, gzip (homepage with the widget minus without)',
        value: Math.round(bubbleBytes / 102.4) / 10,
        unit: 'KB',
        budget: '< 8 KB',
        pass: bubbleBytes < 8 * 1024,
      },
      {
        name: `panel JavaScript loaded on intent, gzip (${panel.files} files)`,
        value: Math.round(panel.bytes / 102.4) / 10,
        unit: 'KB',
        budget: 'report',
        pass: true,
      },
      {
        name: `bubble click to a focused text box, median of ${CLICK_RUNS} (nothing preloaded)`,
        value: Math.round(median(clicks)),
        unit: 'ms',
        budget: 'report',
        pass: true,
        note: `each run: ${clicks.map((ms) => Math.round(ms)).join(', ')} ms`,
      },
      {
        name: `Lighthouse mobile performance, homepage, median of ${LIGHTHOUSE_RUNS}: with the widget (without: ${scoreWithout})`,
        value: scoreWith,
        unit: 'points',
        budget: 'at most 1 point below without',
        pass: scoreWithout - scoreWith <= 1,
      },
    ];
  } finally {
    await withWidget.stop();
    await withoutWidget.stop();
  }
}

/**
 * Lighthouse mobile on each page (median of LIGHTHOUSE_PAGE_RUNS): performance at least 95,
 * accessibility 100, CLS under 0.02, and TBT under 150 ms where the suite budgets it.
 */
async function lighthouseFigures(url: string, pages: readonly string[], budget: { tbt: boolean }) {
  const scores = await lighthouseScores(
    pages.map((page) => `${url}${page}`),
    LIGHTHOUSE_PAGE_RUNS,
  );
  return pages.flatMap((page, index): Figure[] => {
    const score = scores[index];
    if (!score) return [];
    const tbtPasses = !budget.tbt || score.tbt < 150;
    return [
      {
        name: `Lighthouse mobile ${page}: performance (accessibility ${score.accessibility}, SEO ${score.seo}, CLS ${score.cls.toFixed(3)}, TBT ${Math.round(score.tbt)} ms)`,
        value: score.performance,
        unit: 'points',
        budget: `performance ≥ 95, accessibility 100, CLS < 0.02${budget.tbt ? ', TBT < 150 ms' : ''}`,
        pass: score.performance >= 95 && score.accessibility === 100 && score.cls < 0.02 && tbtPasses,
        note: `host benchmark index ${Math.round(score.benchmarkIndex)} (Lighthouse's measure of CPU speed; scores fall on a slower or busier host)`,
      },
    ];
  });
}

/** The pages' Lighthouse scores, and what a build from nothing costs. */
async function pageFigures(tmp: string): Promise<Figure[]> {
  const dir = scratchCopy('charlie-bench-build');
  const buildSeconds = timedBuild(dir);
  const manifest = JSON.parse(readFileSync(path.join(dir, '.next/prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, unknown>;
  };
  const figures: Figure[] = [
    {
      name: `next build from nothing (${Object.keys(manifest.routes).length} prerendered pages)`,
      value: Math.round(buildSeconds),
      unit: 's',
      budget: 'report',
      pass: true,
    },
  ];
  const cityPages = cityPageSizes(dir);
  figures.push({
    name: `city pages: ${cityPages.count} prerendered, median HTML size (gzip ${cityPages.medianGzipKb.toFixed(1)} KB)`,
    value: Math.round(cityPages.medianKb * 10) / 10,
    unit: 'KB',
    budget: 'report',
    pass: cityPages.count >= 51 * 3,
  });
  const server = await startServer(3200, { CHAT_DATABASE_PATH: path.join(tmp, 'pages.db') });
  try {
    figures.push(...(await lighthouseFigures(server.url, LIGHTHOUSE_PAGES, { tbt: true })));
  } finally {
    await server.stop();
  }
  return figures;
}

/** The rates limiter against a local stub in real time, and the embedded tables' query times. */
async function ratesFigures(): Promise<Figure[]> {
  const limiter = await limiterThroughput(LIMITER_CALLS);
  const times = await embeddedQueryTimes(QUERY_ROUNDS);
  return [
    {
      name: `rates limiter against a local stub: ${limiter.arrived} of ${LIMITER_CALLS} calls arrived, ${limiter.answered} answered; busiest rolling minute ${limiter.busiestMinute}`,
      value: limiter.perMinute,
      unit: 'calls/min',
      budget: `≤ ${limiter.budget} in any minute, none lost`,
      pass:
        limiter.busiestMinute <= limiter.budget &&
        limiter.answered === LIMITER_CALLS &&
        limiter.arrived === LIMITER_CALLS,
    },
    ...Object.entries(times).map(([query, microseconds]) => ({
      name: `embedded rates query, ${query}, median of ${QUERY_ROUNDS}`,
      value: microseconds,
      unit: 'µs',
      budget: '< 1,000 µs',
      pass: microseconds < 1_000,
    })),
  ];
}

/** The quote flow: zip-to-state speed, and a quote click's time to compare-matches. */
async function quoteFigures(tmp: string): Promise<Figure[]> {
  const lookups = zipLookupsPerSecond(ZIP_LOOKUPS, ZIP_RUNS);
  const server = await startServer(3200, { CHAT_DATABASE_PATH: path.join(tmp, 'quotes.db') });
  try {
    const times = await submitToNavigation(server.url, SUBMIT_RUNS);
    return [
      {
        name: `zip-to-state lookups, ${ZIP_LOOKUPS.toLocaleString('en-US')} seeded zips, median of ${ZIP_RUNS}`,
        value: Math.round(lookups / 1000) * 1000,
        unit: 'lookups/s',
        budget: 'report',
        pass: lookups > 0,
      },
      {
        name: `auto quote: submit to compare-matches shown, median of ${SUBMIT_RUNS}`,
        value: Math.round(median(times)),
        unit: 'ms',
        budget: 'report',
        pass: times.length === SUBMIT_RUNS,
        note: `each run: ${times.map((ms) => Math.round(ms)).join(', ')} ms`,
      },
    ];
  } finally {
    await server.stop();
  }
}

/** Every route's first-load JavaScript, cached pages under load, and axe on the whole sitemap. */
async function siteFigures(tmp: string): Promise<Figure[]> {
  const server = await startServer(3200, { CHAT_DATABASE_PATH: path.join(tmp, 'site.db') });
  try {
    const paths = await fetchSitemap(server.url);
    const figures: Figure[] = (await firstLoadScripts(server.url, paths)).map(({ path: page, bytes }) => ({
      name: `first-load JavaScript, gzip: ${page}`,
      value: Math.round(bytes / 102.4) / 10,
      unit: 'KB',
      budget: `< ${FIRST_LOAD_BUDGET_KB} KB`,
      pass: bytes < FIRST_LOAD_BUDGET_KB * 1024,
    }));
    for (const page of THROUGHPUT_PAGES) {
      const runs = [];
      for (let run = 0; run < PAGE_LOAD_RUNS; run++) {
        runs.push(await pageThroughput(server.url, page, PAGE_LOAD_SECONDS));
      }
      const failed = runs.reduce((sum, run) => sum + run.failed, 0);
      const p99 = median(runs.map((run) => run.p99));
      figures.push({
        name: `cached page ${page}: throughput (10 connections, ${PAGE_LOAD_SECONDS} s; p99 ${p99} ms, ${failed} failed)`,
        value: Math.round(median(runs.map((run) => run.rps))),
        unit: 'req/s',
        budget: 'p99 < 100 ms, none failed',
        pass: failed === 0 && p99 < 100,
      });
    }
    const swept = [...paths, '/sitemap/'];
    const problems = await accessibilitySweep(server.url, swept);
    figures.push({
      name: `axe on every page of the sitemap (${swept.length} pages, desktop): serious and critical violations`,
      value: problems.length,
      unit: 'count',
      budget: '0',
      pass: problems.length === 0,
      note: problems.join('; ') || undefined,
    });
    return figures;
  } finally {
    await server.stop();
  }
}

/** Kill -9 during chat load, several times: no acknowledged answer may lose a record. */
const CRASH_ROUNDS = 5;
async function crashFigures(tmp: string): Promise<Figure[]> {
  const rounds = [];
  for (let round = 0; round < CRASH_ROUNDS; round++) rounds.push(await crashDuringLoad(tmp, round));
  const acknowledged = rounds.reduce((sum, round) => sum + round.acknowledged, 0);
  const missing = rounds.reduce((sum, round) => sum + round.missing, 0);
  const corrupt = rounds.filter((round) => !round.integrityOk).length;
  return [
    {
      name: `kill -9 during chat load, ${CRASH_ROUNDS} times: acknowledged answers (of ${acknowledged}) without both records`,
      value: missing,
      unit: 'count',
      budget: '0',
      pass: missing === 0 && acknowledged > 0,
      note: rounds.map((round) => `${round.acknowledged} acknowledged, ${round.missing} missing`).join('; '),
    },
    {
      name: `kill -9 during chat load: databases failing PRAGMA integrity_check (of ${CRASH_ROUNDS})`,
      value: corrupt,
      unit: 'count',
      budget: '0',
      pass: corrupt === 0,
    },
  ];
}

/** First-load JavaScript of the pages with charts, measured side by side with the tree before them. */
async function chartFigures(tmp: string): Promise<Figure[]> {
  const before = buildBeforeCharts();
  const measure = async (port: number, appDir: string) => {
    const server = await startServer(
      port,
      { CHAT_DATABASE_PATH: path.join(tmp, `charts-${port}.db`) },
      appDir,
    );
    try {
      const sizes: number[] = [];
      for (const page of CHART_PAGES) sizes.push(await eagerScriptBytes(`${server.url}${page}`, appDir));
      return sizes;
    } finally {
      await server.stop();
    }
  };
  const [was, now] = [await measure(3201, before), await measure(3200, '.')];
  return CHART_PAGES.map((page, index) => {
    const delta = ((now[index] ?? 0) - (was[index] ?? 0)) / 1024;
    return {
      name: `first-load JavaScript, gzip, ${page}: now against before the charts (${CHARTS_COMMIT}^)`,
      value: Math.round(delta * 10) / 10,
      unit: 'KB more',
      budget: `< ${CHART_JS_BUDGET_KB} KB`,
      pass: delta < CHART_JS_BUDGET_KB,
      note: `${((now[index] ?? 0) / 1024).toFixed(1)} KB now, ${((was[index] ?? 0) / 1024).toFixed(1)} KB before`,
    };
  });
}

/** Issue 22's budgets: clicks to the deepest page, search speed and index size, the homepage's script. */
const MAX_CLICKS = 4;
const HOMEPAGE_FIRST_LOAD_BUDGET_KB = 160;
const SEARCH_BUDGET_MS = 50;
const SEARCH_QUERIES = [
  'geico',
  'erie',
  'sr-22',
  'ohio',
  'texas',
  'los angeles',
  'mortgage',
  'pmi',
  'renters',
  'lemonade',
  'progresive',
  'state farm',
  'liability',
  'deductible',
  'uninsured',
  'medigap',
  'pet',
  'motorcycle',
  'denver',
  'cash back',
] as const;

async function navigationFigures(tmp: string): Promise<Figure[]> {
  const server = await startServer(3200, { CHAT_DATABASE_PATH: path.join(tmp, 'navigation.db') });
  try {
    const depth = await sitemapDepth(server.url, MAX_CLICKS + 2);
    const search = await searchTimes(server.url, SEARCH_QUERIES);
    const homepage = await eagerScriptBytes(`${server.url}/`, '.');
    return [
      {
        name: `clicks from the homepage to the deepest of ${depth.pages} sitemap pages, following links only (${depth.unreached.length} unreached)`,
        value: depth.deepest,
        unit: 'clicks',
        budget: `≤ ${MAX_CLICKS}`,
        pass: depth.deepest <= MAX_CLICKS && depth.unreached.length === 0,
      },
      {
        name: `search in the header, typing to results in Chromium, median of ${SEARCH_QUERIES.length} queries after the index loaded`,
        value: Math.round(search.medianMs * 10) / 10,
        unit: 'ms',
        budget: `< ${SEARCH_BUDGET_MS} ms`,
        pass: search.medianMs < SEARCH_BUDGET_MS,
        note: `each query: ${search.times.map((ms) => Math.round(ms)).join(', ')} ms`,
      },
      {
        name: `search index, gzip (${Math.round(search.indexBytes / 1024)} KB raw), fetched only once the visitor typed`,
        value: Math.round(search.indexGzipBytes / 102.4) / 10,
        unit: 'KB',
        budget: 'report',
        pass: search.indexRequested && search.indexGzipBytes > 0,
      },
      {
        name: 'first-load JavaScript, gzip, homepage (with the quote box and the search box)',
        value: Math.round(homepage / 102.4) / 10,
        unit: 'KB',
        budget: `< ${HOMEPAGE_FIRST_LOAD_BUDGET_KB} KB`,
        pass: homepage < HOMEPAGE_FIRST_LOAD_BUDGET_KB * 1024,
      },
    ];
  } finally {
    await server.stop();
  }
}

/**
 * One instance against two (`--instances 2`) on this machine, both on one Redis, side by side:
 * each load run on one is followed by the same run on the other. The load generator runs on the
 * same two cores, so the ratio shows what a second process adds here, not on a machine of its own.
 */
const INSTANCE_RUNS = 3;
const INSTANCE_SECONDS = 15;
const PUBLISH_RUNS = 5;
async function instanceFigures(tmp: string): Promise<Figure[]> {
  const redis = await startRedisServer();
  const env = (name: string) => ({
    REDIS_URL: redis.url,
    CHAT_DATABASE_PATH: path.join(tmp, `${name}.db`),
    CHAT_ADDRESS_LIMIT_PER_MINUTE: '100000000',
    CHAT_SESSION_LIMIT_PER_MINUTE: '100000000',
    CHAT_SITE_LIMIT_PER_MINUTE: '100000000',
  });
  const figures: Figure[] = [];
  try {
    figures.push(...(await throughputFigures(env)));
    const times = await publishToVisible(tmp, redis.url, PUBLISH_RUNS);
    figures.push({
      name: `publish to visible on a second instance: Strapi publish, its webhook to the first, the text on the second (median of ${PUBLISH_RUNS})`,
      value: Math.round(median(times)),
      unit: 'ms',
      budget: '< 1000 ms',
      pass: median(times) < 1000,
      note: `each run: ${times.map((time) => Math.round(time)).join(', ')} ms`,
    });
  } finally {
    await redis.stop();
  }
  return figures;
}

async function throughputFigures(env: (name: string) => Record<string, string>): Promise<Figure[]> {
  const one = await startServer(3200, env('one'));
  const two = await startServer(3210, env('two'), '.', ['--instances', '2']);
  const page = THROUGHPUT_PAGES[1] ?? '/';
  const figures: Figure[] = [];
  try {
    for (const [what, measure] of [
      ['cached page', (url: string) => pageThroughput(url, page, INSTANCE_SECONDS)],
      ['/api/chat', (url: string) => postLoad(url, '/api/chat/', INSTANCE_SECONDS)],
    ] as const) {
      await measure(one.url); // warm-ups, not counted
      await measure(two.url);
      const single = [];
      const double = [];
      for (let run = 0; run < INSTANCE_RUNS; run++) {
        single.push((await measure(one.url)).rps);
        double.push((await measure(two.url)).rps);
      }
      const [rpsOne, rpsTwo] = [median(single), median(double)];
      figures.push(
        {
          name: `${what}: throughput with one instance (${INSTANCE_SECONDS} s runs)`,
          value: Math.round(rpsOne),
          unit: 'req/s',
          budget: 'report',
          pass: true,
        },
        {
          name: `${what}: throughput with two instances (--instances 2, ${Math.round(rpsTwo)} req/s) over one`,
          value: Math.round((rpsTwo / rpsOne) * 100) / 100,
          unit: '×',
          budget: '> 1.2 (approaches 2 with the load generator on another machine)',
          pass: rpsTwo / rpsOne > 1.2,
        },
      );
    }
  } finally {
    await Promise.all([one.stop(), two.stop()]);
  }
  return figures;
}

/** The money hubs: Lighthouse mobile (median of 5 each) and first-load JavaScript, on one server. */
async function moneyFigures(tmp: string): Promise<Figure[]> {
  const server = await startServer(3200, { CHAT_DATABASE_PATH: path.join(tmp, 'money.db') });
  try {
    const figures: Figure[] = [];
    for (const page of MONEY_PAGES) {
      const bytes = await eagerScriptBytes(`${server.url}${page}`, '.');
      figures.push({
        name: `first-load JavaScript, gzip: ${page}`,
        value: Math.round(bytes / 102.4) / 10,
        unit: 'KB',
        budget: `< ${MONEY_FIRST_LOAD_BUDGET_KB} KB`,
        pass: bytes < MONEY_FIRST_LOAD_BUDGET_KB * 1024,
      });
    }
    return [...figures, ...(await lighthouseFigures(server.url, MONEY_PAGES, { tbt: false }))];
  } finally {
    await server.stop();
  }
}

const SUITES = {
  chat: chatFigures,
  crash: crashFigures,
  widget: widgetFigures,
  pages: pageFigures,
  rates: ratesFigures,
  quotes: quoteFigures,
  site: siteFigures,
  charts: chartFigures,
  navigation: navigationFigures,
  instances: instanceFigures,
  money: moneyFigures,
} as const;

async function main() {
  const tmp = path.resolve('bench/tmp');
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const asked = process.argv.slice(2).filter((name): name is keyof typeof SUITES => name in SUITES);
  const figures: Figure[] = [];
  for (const suite of asked.length ? asked : (Object.keys(SUITES) as (keyof typeof SUITES)[])) {
    figures.push(...(await SUITES[suite](tmp)));
  }

  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const report = { date: new Date().toISOString(), machine, loadRuns: LOAD_RUNS, figures };
  writeFileSync('bench/report.json', `${JSON.stringify(report, null, 2)}\n`);
  const rows = figures.map(
    (f) => `| ${f.name} | ${f.value} ${f.unit} | ${f.budget} | ${f.pass ? 'pass' : '**fail**'} |`,
  );
  const notes = figures.filter((f) => f.note).map((f) => `- ${f.name}: ${f.note}`);
  writeFileSync(
    'bench/report.md',
    [
      '# Benchmark report',
      '',
      `Run ${report.date} on ${machine}. Production build on the embedded defaults; load figures are medians of ${LOAD_RUNS} runs.`,
      '',
      '| Figure | Value | Budget | Result |',
      '| --- | --- | --- | --- |',
      ...rows,
      ...(notes.length ? ['', '## Notes', '', ...notes] : []),
      '',
    ].join('\n'),
  );
  console.log(rows.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
