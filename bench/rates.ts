import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { RATES_REQUESTS_PER_MINUTE } from '../lib/rates/constants';
import { createEmbeddedRatesSource } from '../lib/rates/embedded-source';
import { createHttpRatesSource } from '../lib/rates/http-source';
import { createRatesLimiter } from '../lib/rates/limiter';
import { CITY_PAGE_PREFIX } from '../lib/insurance/cities';
import { median } from './stats';

const MINUTE_MS = 60_000;

/** The most arrivals in any rolling minute [t, t + 60 s). */
function busiestMinute(arrivals: number[]): number {
  let most = 0;
  let start = 0;
  for (let end = 0; end < arrivals.length; end++) {
    while ((arrivals[end] ?? 0) - (arrivals[start] ?? 0) >= MINUTE_MS) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

/**
 * The real client and limiter against a local HTTP stub, in real time: every call fired at once,
 * the stub noting when each arrives. Enough calls to fill more than a minute.
 */
export async function limiterThroughput(calls: number) {
  const arrivals: number[] = [];
  const stub = createServer((request, response) => {
    arrivals.push(performance.now());
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ state: 'CA', levels: [] }));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  try {
    const source = createHttpRatesSource({
      url: `http://127.0.0.1:${port}`,
      apiKey: 'bench',
      quotesStage: 'prod',
      limiter: createRatesLimiter(),
    });
    const answers = await Promise.all(Array.from({ length: calls }, () => source.stateCoverage('CA')));
    const answered = answers.filter((answer) => answer?.state === 'CA').length;
    const spanMinutes = ((arrivals.at(-1) ?? 0) - (arrivals[0] ?? 0)) / MINUTE_MS;
    return {
      answered,
      arrived: arrivals.length,
      perMinute: Math.round((arrivals.length - 1) / spanMinutes),
      busiestMinute: busiestMinute(arrivals),
      budget: RATES_REQUESTS_PER_MINUTE,
    };
  } finally {
    stub.close();
  }
}

/** Median time of the queries pages make against the embedded tables, in microseconds. */
export async function embeddedQueryTimes(rounds: number) {
  const source = createEmbeddedRatesSource();
  const queries = {
    state: () => source.state('TX'),
    'cheapest companies': () => source.stateCheapest('CA'),
    city: () => source.city('Los Angeles', 'CA'),
    'table by state, age and rank': () =>
      source.queryTable('auto_premiums_by_company', { state: 'OH', age: 25, rank: 5 }),
    'quotes by profile': () => source.quotesByProfile({ state: 'FL', age: 40, coverage: 'full' }),
  };
  await source.state('TX'); // The first call loads and validates the tables.
  const times: Record<string, number> = {};
  for (const [name, query] of Object.entries(queries)) {
    const samples: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const start = performance.now();
      await query();
      samples.push((performance.now() - start) * 1000);
    }
    times[name] = Math.round(median(samples));
  }
  return times;
}

/** The prerendered city pages in a build: how many, and their HTML size (median, raw and gzip). */
export function cityPageSizes(buildDir: string) {
  const dir = path.join(buildDir, '.next/server/app/insurance/auto');
  const files = readdirSync(dir).filter(
    (file) => file.startsWith(CITY_PAGE_PREFIX) && file.endsWith('.html'),
  );
  const raw = files.map((file) => statSync(path.join(dir, file)).size);
  const gzip = files.map((file) => gzipSync(readFileSync(path.join(dir, file))).length);
  return { count: files.length, medianKb: median(raw) / 1024, medianGzipKb: median(gzip) / 1024 };
}
