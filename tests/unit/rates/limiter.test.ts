// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATES_REQUESTS_PER_MINUTE } from '@/lib/rates/constants';
import { createHttpRatesSource } from '@/lib/rates/http-source';
import { createRatesLimiter } from '@/lib/rates/limiter';
import { RATES_KEY, RATES_URL } from '../../msw/rates-api';
import { server } from '../../msw/server';

const CALLS = 2_000;
const MINUTE_MS = 60_000;
// Real I/O (msw's mock sockets) still runs on the real event loop; only the clock is fake.
const flushIo = () => new Promise((resolve) => setImmediate(resolve));

/** The most calls that arrived in any rolling minute [t, t + 60 s). */
function busiestMinute(arrivals: number[]): number {
  const sorted = [...arrivals].sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= MINUTE_MS) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

describe('rates limiter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps 2,000 calls to at most 1,250 in any rolling minute, and loses none', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const arrivals: number[] = [];
    server.use(
      http.get(`${RATES_URL}/auto-state/:state/coverage`, ({ params }) => {
        arrivals.push(Date.now());
        return HttpResponse.json({ state: params.state, levels: [] });
      }),
    );
    const source = createHttpRatesSource({
      url: RATES_URL,
      apiKey: RATES_KEY,
      quotesStage: 'prod',
      limiter: createRatesLimiter(),
    });
    const started = Date.now();
    let settled = 0;
    const calls = Array.from({ length: CALLS }, () =>
      source.stateCoverage('CA').finally(() => {
        settled++;
      }),
    );
    while (settled < CALLS) {
      await vi.advanceTimersToNextTimerAsync();
      await flushIo();
    }
    const answers = await Promise.all(calls);

    expect(answers.filter((answer) => answer?.state === 'CA')).toHaveLength(CALLS);
    expect(arrivals).toHaveLength(CALLS);
    expect(busiestMinute(arrivals)).toBeLessThanOrEqual(RATES_REQUESTS_PER_MINUTE);
    // And it does not dawdle: 2,000 calls at 1,250 a minute take about 1.6 minutes.
    const elapsedMinutes = ((arrivals.at(-1) ?? 0) - started) / MINUTE_MS;
    expect(elapsedMinutes).toBeGreaterThan((CALLS - 1) / RATES_REQUESTS_PER_MINUTE - 0.01);
    expect(elapsedMinutes).toBeLessThan(CALLS / RATES_REQUESTS_PER_MINUTE + 0.1);
  }, 120_000);
});
