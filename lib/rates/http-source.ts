import 'server-only';
import axios, { type AxiosInstance, type Method } from 'axios';
import type Bottleneck from 'bottleneck';
import type { z } from 'zod';
import { findStateByCode } from '@/lib/insurance/states';
import { log } from '@/lib/log';
import {
  BEST_AUTO_INSURER_SCORE_QUERY,
  DEFAULT_DATA_YEAR,
  LOANS_DEFAULT_YEAR,
  RATES_API_KEY_HEADER,
  RATES_TIMEOUT_MS,
} from './constants';
import { RatesApiError } from './errors';
import { reportRatesFailure } from './failures';
import { MEDICARE_DC_NAME, ratesPaths, type StateEndpoint } from './paths';
import * as schemas from './schemas';
import type { RatesSource } from './source';

interface HttpRatesOptions {
  url: string;
  apiKey: string;
  quotesStage: 'dev' | 'prod';
  limiter: Bottleneck;
  timeoutMs?: number;
}

/**
 * The rates API over HTTP: axios with the shared API-key header, every call through one
 * process-wide limiter, explicit timeouts, answers validated with zod. A 403 or 500 raises the
 * spec's error; any other failure (timeout, network, other status, an answer of the wrong shape)
 * is logged and answered as null.
 */
export function createHttpRatesSource(options: HttpRatesOptions): RatesSource {
  const client: AxiosInstance = axios.create({
    baseURL: options.url.replace(/\/?$/, '/'),
    headers: { [RATES_API_KEY_HEADER]: options.apiKey, Accept: 'application/json' },
    timeout: options.timeoutMs ?? RATES_TIMEOUT_MS,
    // Every path is built here; nothing a caller passes may turn it into another host.
    allowAbsoluteUrls: false,
  });

  async function call<T extends z.ZodType>(
    schema: T,
    method: Method,
    path: string,
    request: { params?: Record<string, string | number>; data?: unknown } = {},
  ): Promise<z.infer<T> | null> {
    const label = `${method} ${path}`;
    let body: unknown;
    try {
      const response = await options.limiter.schedule(() =>
        client.request({ method, url: path, ...request }),
      );
      body = response.data;
    } catch (error) {
      const status = axios.isAxiosError(error) ? error.response?.status : undefined;
      if (status === 403 || status === 500) throw new RatesApiError(label, status);
      log.warn('rates.call_failed', { call: label, status: status ?? null, error });
      // A 404 is the API saying it has no data; anything else is a failure, which no cache may keep.
      if (status !== 404) reportRatesFailure();
      return null;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      log.warn('rates.unexpected_answer', { call: label, issue: parsed.error.issues[0]?.message ?? null });
      reportRatesFailure();
      return null;
    }
    return parsed.data;
  }

  const stateCall =
    <T extends z.ZodType>(schema: T, endpoint: StateEndpoint) =>
    (state: string, year = DEFAULT_DATA_YEAR) =>
      call(schema, 'GET', ratesPaths.stateEndpoint(state, endpoint), { params: { year } });

  return {
    name: 'api',
    state: (state, year = DEFAULT_DATA_YEAR) =>
      call(schemas.stateOverviewSchema, 'GET', ratesPaths.state(state), { params: { year } }),
    statePremiums: stateCall(schemas.statePremiumsSchema, 'premiums'),
    stateCheapest: stateCall(schemas.stateCheapestSchema, 'cheapest'),
    stateOther: stateCall(schemas.stateProfilesSchema, 'other'),
    stateNonowners: stateCall(schemas.stateNonownersSchema, 'nonowners'),
    stateCost: stateCall(schemas.stateCostSchema, 'cost'),
    stateRates: stateCall(schemas.stateRatesSchema, 'rates'),
    stateCoverage: (state) =>
      call(schemas.stateCoverageSchema, 'GET', ratesPaths.stateEndpoint(state, 'coverage')),
    city: async (city, state, year = DEFAULT_DATA_YEAR) =>
      call(schemas.cityRatesSchema, 'GET', ratesPaths.city(city), { params: { year, state } }),
    creditCardReview: (card, year = DEFAULT_DATA_YEAR) =>
      call(schemas.creditCardsSchema, 'GET', ratesPaths.creditCardReview, { params: { card, year } }),
    lender: (vertical, lender, year = LOANS_DEFAULT_YEAR) =>
      call(schemas.lenderSchema, 'GET', ratesPaths.lender(vertical, lender), { params: { year } }),
    listicle: (vertical, listicle, year = LOANS_DEFAULT_YEAR) =>
      call(schemas.listicleSchema, 'GET', ratesPaths.listicle(vertical, listicle), { params: { year } }),
    nationalRatios: (year = DEFAULT_DATA_YEAR) =>
      call(schemas.nationalRatiosSchema, 'GET', ratesPaths.nationalRatios, { params: { year } }),
    nationalCoverage: (coverage, year = DEFAULT_DATA_YEAR) =>
      call(schemas.nationalCoverageSchema, 'GET', ratesPaths.nationalCoverage(coverage), {
        params: { year },
      }),
    largest: (region, year = DEFAULT_DATA_YEAR) =>
      call(schemas.largestSchema, 'GET', ratesPaths.largest(region), { params: { year } }),
    reviews: (region, year = DEFAULT_DATA_YEAR) =>
      call(schemas.regionReviewsSchema, 'GET', ratesPaths.reviews(region), { params: { year } }),
    medicareSupplement: async (state, year = DEFAULT_DATA_YEAR) => {
      const name = state === 'DC' ? MEDICARE_DC_NAME : findStateByCode(state)?.name;
      if (!name) return null;
      return call(schemas.medicareSupplementSchema, 'GET', ratesPaths.medicareSupplement(name), {
        params: { year },
      });
    },
    homeCalculator: (year = DEFAULT_DATA_YEAR) =>
      call(schemas.homeCalculatorSchema, 'GET', ratesPaths.homeCalculator, { params: { year } }),
    autoCalculator: (state, year = DEFAULT_DATA_YEAR) =>
      call(schemas.autoCalculatorSchema, 'GET', ratesPaths.autoCalculator(state), { params: { year } }),
    queryTable: (table, query) =>
      call(schemas.premiumTableSchema, 'POST', ratesPaths.table(table), { data: query }),
    bestAutoInsurerScores: () =>
      call(schemas.insurerScoresSchema, 'POST', ratesPaths.run, {
        data: { query: BEST_AUTO_INSURER_SCORE_QUERY },
      }),
    coverageRates: (zip, year = DEFAULT_DATA_YEAR) =>
      call(schemas.coverageRatesSchema, 'GET', ratesPaths.coverageRates, { params: { zip_code: zip, year } }),
    quotesByProfile: (profile) =>
      call(schemas.quotesByProfileSchema, 'GET', ratesPaths.quotesByProfile(options.quotesStage), {
        params: { ...profile, year: DEFAULT_DATA_YEAR },
      }),
    costOfLiving: (year = DEFAULT_DATA_YEAR) =>
      call(schemas.costOfLivingSchema, 'GET', ratesPaths.costOfLiving, { params: { year } }),
  };
}
