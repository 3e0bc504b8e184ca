// @vitest-environment node
import Bottleneck from 'bottleneck';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpRatesSource } from '@/lib/rates/http-source';
import { queryPremiumTable } from '@/lib/rates/premium-table';
import { createRatesDataApiFake } from '../../msw/rates-data-api';
import { RATES_KEY, RATES_URL } from '../../msw/rates-api';
import { server } from '../../msw/server';

// Failures are logged by design; these tests read what the caller gets, not the log.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const makeSource = (overrides: { timeoutMs?: number; quotesStage?: 'dev' | 'prod' } = {}) =>
  createHttpRatesSource({
    url: RATES_URL,
    apiKey: RATES_KEY,
    quotesStage: overrides.quotesStage ?? 'prod',
    limiter: new Bottleneck(),
    timeoutMs: overrides.timeoutMs,
  });

describe('rates API client', () => {
  let fake: ReturnType<typeof createRatesDataApiFake>;
  beforeEach(() => {
    fake = createRatesDataApiFake();
    server.use(...fake.handlers);
  });
  const last = () => fake.requests.at(-1);

  it('sends the shared API-key header on every call and nothing from a visitor', async () => {
    await makeSource().state('CA');
    expect(last()?.headers.get('x-api-key')).toBe(RATES_KEY);
    expect(last()?.headers.get('cookie')).toBeNull();
    expect(last()?.headers.get('authorization')).toBeNull();
  });

  it.each([
    [
      'state',
      (source: ReturnType<typeof makeSource>) => source.state('CA'),
      '/auto-state/CA',
      { year: '2021' },
    ],
    [
      'premiums',
      (source: ReturnType<typeof makeSource>) => source.statePremiums('CA', 2019),
      '/auto-state/CA/premiums',
      { year: '2019' },
    ],
    [
      'cheapest',
      (source: ReturnType<typeof makeSource>) => source.stateCheapest('CA'),
      '/auto-state/CA/cheapest',
      { year: '2021' },
    ],
    [
      'other',
      (source: ReturnType<typeof makeSource>) => source.stateOther('CA'),
      '/auto-state/CA/other',
      { year: '2021' },
    ],
    [
      'nonowners',
      (source: ReturnType<typeof makeSource>) => source.stateNonowners('CA'),
      '/auto-state/CA/nonowners',
      { year: '2021' },
    ],
    [
      'cost',
      (source: ReturnType<typeof makeSource>) => source.stateCost('CA', 2020),
      '/auto-state/CA/cost',
      { year: '2020' },
    ],
    [
      'rates',
      (source: ReturnType<typeof makeSource>) => source.stateRates('CA'),
      '/auto-state/CA/rates',
      { year: '2021' },
    ],
    [
      'coverage (no year)',
      (source: ReturnType<typeof makeSource>) => source.stateCoverage('CA'),
      '/auto-state/CA/coverage',
      {},
    ],
    [
      'city',
      (source: ReturnType<typeof makeSource>) => source.city('Los Angeles', 'CA'),
      '/auto-city/Los%20Angeles',
      { year: '2021', state: 'CA' },
    ],
    [
      'all cards',
      (source: ReturnType<typeof makeSource>) => source.creditCardReview('all'),
      '/credit-card-review/card',
      { card: 'all', year: '2021' },
    ],
    [
      'lender (loans year)',
      (source: ReturnType<typeof makeSource>) => source.lender('mortgage', 'prairie-home-mortgage'),
      '/mortgage/prairie-home-mortgage/lender',
      { year: '2022' },
    ],
    [
      'listicle (loans year)',
      (source: ReturnType<typeof makeSource>) => source.listicle('personal-loans', 'best'),
      '/personal-loans/best/listicle',
      { year: '2022' },
    ],
    [
      'ratios',
      (source: ReturnType<typeof makeSource>) => source.nationalRatios(),
      '/auto-national/US/ratios',
      { year: '2021' },
    ],
    [
      'national coverage',
      (source: ReturnType<typeof makeSource>) => source.nationalCoverage('minimum'),
      '/auto-national/US/coverage/minimum',
      { year: '2021' },
    ],
    [
      'largest',
      (source: ReturnType<typeof makeSource>) => source.largest('TX'),
      '/auto-national/TX/largest',
      { year: '2021' },
    ],
    [
      'reviews',
      (source: ReturnType<typeof makeSource>) => source.reviews('US'),
      '/auto-national/US/reviews',
      { year: '2021' },
    ],
    [
      'home calculator',
      (source: ReturnType<typeof makeSource>) => source.homeCalculator(),
      '/home-state/calculator',
      { year: '2021' },
    ],
    [
      'auto calculator',
      (source: ReturnType<typeof makeSource>) => source.autoCalculator('GA'),
      '/auto-state/calculator/GA',
      { year: '2021' },
    ],
    [
      'coverage by zip',
      (source: ReturnType<typeof makeSource>) => source.coverageRates('30301'),
      '/rds-files/coverage-rates',
      { zip_code: '30301', year: '2021' },
    ],
    [
      'cost of living',
      (source: ReturnType<typeof makeSource>) => source.costOfLiving(),
      '/cost-of-living',
      { year: '2021' },
    ],
  ] as const)('%s: GET %s with its query', async (_, run, path, query) => {
    expect(await run(makeSource())).not.toBeNull();
    expect(last()?.method).toBe('GET');
    expect(last()?.url.pathname).toBe(path);
    expect(Object.fromEntries(last()?.url.searchParams ?? [])).toEqual(query);
  });

  it('sends DC to the Medicare supplement endpoint as "Washington D.C."', async () => {
    expect((await makeSource().medicareSupplement('DC'))?.plans.length).toBeGreaterThan(0);
    expect(decodeURIComponent(last()?.url.pathname ?? '')).toBe(
      '/health-state/medicare-supplement/Washington D.C.',
    );
    await makeSource().medicareSupplement('NM');
    expect(decodeURIComponent(last()?.url.pathname ?? '')).toBe(
      '/health-state/medicare-supplement/New Mexico',
    );
  });

  it('never sends a dot segment, which would reach another path with the key', async () => {
    await expect(makeSource().city('..', 'TX')).rejects.toThrow();
    await expect(makeSource().city('.', 'TX')).rejects.toThrow();
    expect(fake.requests).toHaveLength(0);
  });

  it('asks quotes-by-profile on the configured gateway stage', async () => {
    await makeSource({ quotesStage: 'dev' }).quotesByProfile({ state: 'OH', age: 40, coverage: 'minimum' });
    expect(last()?.url.pathname).toBe('/dev/quotes-by-profile');
    expect(Object.fromEntries(last()?.url.searchParams ?? [])).toEqual({
      state: 'OH',
      age: '40',
      coverage: 'minimum',
      year: '2021',
    });
  });

  it('POSTs table queries, and retries once with the alias when the answer is empty', async () => {
    const answer = await queryPremiumTable(makeSource(), 'auto_premiums_by_city', {
      state: 'FL',
      city: 'Saint Petersburg',
    });
    expect(answer?.rows.length).toBeGreaterThan(0);
    const posts = fake.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.url.pathname)).toEqual([
      '/rds-files/auto_premiums_by_city',
      '/rds-files/auto_premiums_by_city',
    ]);
    expect(posts.map((request) => request.body)).toEqual([
      { state: 'FL', city: 'Saint Petersburg' },
      { state: 'FL', city: 'St. Petersburg' },
    ]);
  });

  it('does not retry when the first answer has rows or no alias exists', async () => {
    await queryPremiumTable(makeSource(), 'auto_premiums_by_city', { state: 'FL', city: 'Miami' });
    await queryPremiumTable(makeSource(), 'auto_premiums_by_city', { state: 'FL', city: 'Nowhere' });
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(2);
  });

  it('runs the best auto-insurer score query through POST /rds-files/run', async () => {
    const scores = await makeSource().bestAutoInsurerScores();
    expect(scores?.rows.length).toBeGreaterThan(0);
    expect(last()?.url.pathname).toBe('/rds-files/run');
    expect(last()?.body).toEqual({ query: expect.stringContaining('auto_insurer_reviews') });
  });

  it.each([403, 500])('raises "Error executing the following API call" on a %i', async (status) => {
    server.use(http.get(`${RATES_URL}/auto-state/:state`, () => HttpResponse.json({}, { status })));
    await expect(makeSource().state('CA')).rejects.toThrow(
      'Error executing the following API call: GET auto-state/CA',
    );
  });

  it.each([
    ['a 404', () => HttpResponse.json({ message: 'no data' }, { status: 404 })],
    ['a 502', () => new HttpResponse('Bad gateway', { status: 502 })],
    ['a 429', () => HttpResponse.json({ message: 'slow down' }, { status: 429 })],
    ['a network error', () => HttpResponse.error()],
    ['an answer of the wrong shape', () => HttpResponse.json({ state: 'CA', full_coverage: 'lots' })],
    [
      'HTML instead of JSON',
      () => new HttpResponse('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } }),
    ],
  ])('answers null (and logs) on %s', async (_, respond) => {
    server.use(http.get(`${RATES_URL}/auto-state/:state`, respond));
    await expect(makeSource().state('CA')).resolves.toBeNull();
  });

  it('gives up after its timeout and answers null', async () => {
    server.use(
      http.get(`${RATES_URL}/auto-state/:state`, async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    await expect(makeSource({ timeoutMs: 50 }).state('CA')).resolves.toBeNull();
  });
});
