// @vitest-environment node
import Bottleneck from 'bottleneck';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedRatesSource } from '@/lib/rates/embedded-source';
import { createHttpRatesSource } from '@/lib/rates/http-source';
import { queryPremiumTable } from '@/lib/rates/premium-table';
import type { RatesSource } from '@/lib/rates/source';
import { createRatesDataApiFake } from '../../msw/rates-data-api';
import { RATES_KEY, RATES_URL } from '../../msw/rates-api';
import { server } from '../../msw/server';

// Failures are logged by design; these tests read what the caller gets, not the log.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const ascending = (values: number[]) =>
  values.every((value, index) => index === 0 || (values[index - 1] ?? 0) <= value);

/** One suite both rates sources must pass: the sample tables and the API (faked over the same tables). */
function ratesContract(name: string, makeSource: () => RatesSource) {
  describe(`rates source contract: ${name}`, () => {
    let source: RatesSource;
    beforeEach(() => {
      source = makeSource();
    });

    it('answers a state with its averages, the national figures and its rank', async () => {
      const california = await source.state('CA');
      expect(california).toMatchObject({ state: 'CA', name: 'California', year: 2021 });
      expect(california?.rank).toBeGreaterThanOrEqual(1);
      expect(california?.rank).toBeLessThanOrEqual(51);
      expect(california?.full_coverage).toBeGreaterThan(california?.minimum_coverage ?? Infinity);
      expect(await source.state('ZZ')).toBeNull();
    });

    it('serves the state years 2019 to 2021 and nothing else', async () => {
      expect((await source.statePremiums('TX', 2019))?.year).toBe(2019);
      expect(await source.statePremiums('TX', 2018)).toBeNull();
      expect((await source.stateRates('TX'))?.years.map((entry) => entry.year)).toEqual([2019, 2020, 2021]);
    });

    it('lists the cheapest companies cheapest first', async () => {
      const cheapest = await source.stateCheapest('CA');
      expect(cheapest?.full.length).toBeGreaterThan(0);
      expect(cheapest?.full.length).toBeLessThanOrEqual(5);
      expect(ascending(cheapest?.full.map((entry) => entry.annual_premium) ?? [])).toBe(true);
    });

    it('answers profiles, non-owner rates, cost and coverage levels for a state', async () => {
      expect((await source.stateOther('FL'))?.profiles[0]?.profile).toBe('Clean record');
      const nonowners = await source.stateNonowners('FL');
      expect(ascending(nonowners?.companies.map((entry) => entry.annual_premium) ?? [])).toBe(true);
      const cost = await source.stateCost('FL');
      expect(cost?.average_monthly).toBe(Math.round((cost?.average_annual ?? 0) / 12));
      expect((await source.stateCoverage('FL'))?.levels.length).toBe(5);
    });

    it('answers a city with its state and national figures', async () => {
      const [city, state] = await Promise.all([source.city('Los Angeles', 'CA'), source.state('CA')]);
      expect(city).toMatchObject({ city: 'Los Angeles', state: 'CA', year: 2021 });
      expect(city?.state_full_coverage).toBe(state?.full_coverage);
      expect(ascending(city?.cheapest.map((entry) => entry.annual_premium) ?? [])).toBe(true);
      expect(await source.city('Atlantis', 'CA')).toBeNull();
    });

    it('retries a table query with the alias when the first answer is empty', async () => {
      expect(await source.city('Boise', 'ID')).toBeNull();
      const rows = await queryPremiumTable(source, 'auto_premiums_by_city', { state: 'ID', city: 'Boise' });
      expect(rows?.rows.length).toBeGreaterThan(0);
      expect(new Set(rows?.rows.map((row) => row.city))).toEqual(new Set(['Boise City']));
      const erie = await queryPremiumTable(source, 'auto_premiums_by_company', {
        state: 'PA',
        company: 'Erie',
        age: 35,
      });
      expect(erie?.rows.map((row) => row.company)).toEqual(['Erie Insurance', 'Erie Insurance']);
    });

    it('filters table rows by state, age and rank', async () => {
      const top = await source.queryTable('auto_premiums_by_company', { state: 'OH', age: 25, rank: 3 });
      expect(top?.rows).toHaveLength(6);
      expect(top?.rows.every((row) => row.state === 'OH' && row.age === 25 && row.rank <= 3)).toBe(true);
    });

    it('answers cards, lenders and listicles (loans default to 2022)', async () => {
      expect((await source.creditCardReview('all'))?.cards).toHaveLength(8);
      expect((await source.creditCardReview('Builder Secured Card'))?.cards).toHaveLength(1);
      const listicle = await source.listicle('personal-loans', 'low-apr');
      expect(listicle?.year).toBe(2022);
      expect(ascending(listicle?.lenders.map((lender) => lender.apr_low) ?? [])).toBe(true);
      expect((await source.lender('mortgage', 'prairie-home-mortgage'))?.name).toBe('Prairie Home Mortgage');
    });

    it('answers national figures, the largest insurers and reviews by region', async () => {
      expect((await source.nationalCoverage('full'))?.annual_premium).toBeGreaterThan(0);
      expect((await source.nationalRatios())?.companies.length).toBeGreaterThan(10);
      const largest = await source.largest('NY');
      expect(largest?.companies.length).toBeGreaterThan(0);
      const shares = largest?.companies.map((entry) => entry.market_share) ?? [];
      expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 1);
      expect((await source.reviews('US'))?.companies[0]?.overall).toBeGreaterThan(3);
      const scores = (await source.bestAutoInsurerScores())?.rows.map((row) => row.score) ?? [];
      expect(ascending([...scores].reverse())).toBe(true);
    });

    it('names DC "Washington D.C." for Medicare supplement plans', async () => {
      expect((await source.medicareSupplement('DC'))?.state).toBe('Washington D.C.');
      expect((await source.medicareSupplement('OR'))?.state).toBe('Oregon');
    });

    it('answers calculators, coverage by zip, quotes by profile and cost of living', async () => {
      const auto = await source.autoCalculator('NY');
      expect(auto?.age_factors.find((entry) => entry.age === 35)?.factor).toBe(1);
      expect((await source.homeCalculator())?.states).toHaveLength(51);
      expect((await source.coverageRates('90210'))?.state).toBe('CA');
      const quotes = await source.quotesByProfile({ state: 'OH', age: 30, coverage: 'full' });
      expect(ascending(quotes?.quotes.map((quote) => quote.annual_premium) ?? [])).toBe(true);
      expect((await source.costOfLiving())?.data).toHaveLength(172);
    });
  });
}

ratesContract('embedded tables', createEmbeddedRatesSource);

ratesContract('rates API', () => {
  server.use(...createRatesDataApiFake().handlers);
  return createHttpRatesSource({
    url: RATES_URL,
    apiKey: RATES_KEY,
    quotesStage: 'prod',
    limiter: new Bottleneck(),
  });
});
