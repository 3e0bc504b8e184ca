import { http, HttpResponse, type PathParams } from 'msw';
import { createEmbeddedRatesSource } from '@/lib/rates/embedded-source';
import { MEDICARE_DC_NAME } from '@/lib/rates/paths';
import { COVERAGES, LISTICLES, RATE_TABLES, type PremiumTableQuery } from '@/lib/rates/schemas';
import { BEST_AUTO_INSURER_SCORE_QUERY } from '@/lib/rates/constants';
import { states } from '@/lib/insurance/states';
import { RATES_KEY, RATES_URL, type RatesFakeOptions } from './rates-api';

/**
 * A fake of the rates API's data endpoints (site-and-lead-routing.md section 7) that answers
 * from the embedded tables, so one contract suite can hold both sources to the same answers.
 * It checks the API key and records each request.
 */
export function createRatesDataApiFake({ url = RATES_URL, key = RATES_KEY }: RatesFakeOptions = {}) {
  const source = createEmbeddedRatesSource();
  const requests: { method: string; url: URL; headers: Headers; body: unknown }[] = [];
  const json = (body: unknown) =>
    body === null ? HttpResponse.json({ message: 'Not found' }, { status: 404 }) : HttpResponse.json(body);
  const year = (url: URL) => Number(url.searchParams.get('year'));

  const guarded =
    (
      answer: (args: {
        url: URL;
        params: Record<string, string | undefined>;
        body: unknown;
      }) => Promise<unknown>,
    ) =>
    async ({ request, params }: { request: Request; params: PathParams }) => {
      const url = new URL(request.url);
      const body = request.method === 'POST' ? await request.json() : null;
      requests.push({ method: request.method, url, headers: request.headers, body });
      if (request.headers.get('x-api-key') !== key) {
        return HttpResponse.json({ message: 'Forbidden' }, { status: 403 });
      }
      const named = Object.fromEntries(
        Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? value : undefined]),
      );
      return json(await answer({ url, params: named, body }));
    };
  const base = url;
  const stateEndpoints = {
    premiums: source.statePremiums,
    cheapest: source.stateCheapest,
    other: source.stateOther,
    nonowners: source.stateNonowners,
    cost: source.stateCost,
    rates: source.stateRates,
  } as const;

  const handlers = [
    http.get(
      `${base}/auto-state/calculator/:state`,
      guarded(({ url, params }) => source.autoCalculator(params.state ?? '', year(url))),
    ),
    http.get(
      `${base}/auto-state/:state/coverage`,
      guarded(({ params }) => source.stateCoverage(params.state ?? '')),
    ),
    http.get(
      `${base}/auto-state/:state/:endpoint`,
      guarded(async ({ url, params }) => {
        const endpoint = stateEndpoints[params.endpoint as keyof typeof stateEndpoints];
        return endpoint ? endpoint(params.state ?? '', year(url)) : null;
      }),
    ),
    http.get(
      `${base}/auto-state/:state`,
      guarded(({ url, params }) => source.state(params.state ?? '', year(url))),
    ),
    http.get(
      `${base}/auto-city/:city`,
      guarded(({ url, params }) =>
        source.city(params.city ?? '', url.searchParams.get('state') ?? '', year(url)),
      ),
    ),
    http.get(
      `${base}/credit-card-review/card`,
      guarded(({ url }) => source.creditCardReview(url.searchParams.get('card') ?? '', year(url))),
    ),
    http.get(
      `${base}/:vertical/:lender/lender`,
      guarded(({ url, params }) => source.lender(params.vertical ?? '', params.lender ?? '', year(url))),
    ),
    http.get(
      `${base}/:vertical/:listicle/listicle`,
      guarded(async ({ url, params }) => {
        const listicle = LISTICLES.find((name) => name === params.listicle);
        return listicle ? source.listicle(params.vertical ?? '', listicle, year(url)) : null;
      }),
    ),
    http.get(
      `${base}/auto-national/US/ratios`,
      guarded(({ url }) => source.nationalRatios(year(url))),
    ),
    http.get(
      `${base}/auto-national/US/coverage/:coverage`,
      guarded(async ({ url, params }) => {
        const coverage = COVERAGES.find((name) => name === params.coverage);
        return coverage ? source.nationalCoverage(coverage, year(url)) : null;
      }),
    ),
    http.get(
      `${base}/auto-national/:region/largest`,
      guarded(({ url, params }) => source.largest(params.region ?? '', year(url))),
    ),
    http.get(
      `${base}/auto-national/:region/reviews`,
      guarded(({ url, params }) => source.reviews(params.region ?? '', year(url))),
    ),
    http.get(
      `${base}/health-state/medicare-supplement/:state`,
      guarded(async ({ url, params }) => {
        const name = params.state ?? '';
        const code =
          name === MEDICARE_DC_NAME
            ? 'DC'
            : states.find((state) => state.name === name && state.code !== 'DC')?.code;
        return code ? source.medicareSupplement(code, year(url)) : null;
      }),
    ),
    http.get(
      `${base}/home-state/calculator`,
      guarded(({ url }) => source.homeCalculator(year(url))),
    ),
    http.post(
      `${base}/rds-files/run`,
      guarded(async ({ body }) =>
        (body as { query?: string }).query === BEST_AUTO_INSURER_SCORE_QUERY
          ? source.bestAutoInsurerScores()
          : null,
      ),
    ),
    http.get(
      `${base}/rds-files/coverage-rates`,
      guarded(({ url }) => source.coverageRates(url.searchParams.get('zip_code') ?? '', year(url))),
    ),
    http.post(
      `${base}/rds-files/:table`,
      guarded(async ({ params, body }) => {
        const table = RATE_TABLES.find((name) => name === params.table);
        return table ? source.queryTable(table, body as PremiumTableQuery) : null;
      }),
    ),
    http.get(
      `${base}/:stage/quotes-by-profile`,
      guarded(async ({ url }) => {
        const coverage = COVERAGES.find((name) => name === url.searchParams.get('coverage'));
        if (!coverage) return null;
        return source.quotesByProfile({
          state: url.searchParams.get('state') ?? '',
          age: Number(url.searchParams.get('age')),
          coverage,
        });
      }),
    ),
    http.get(
      `${base}/cost-of-living`,
      guarded(({ url }) => source.costOfLiving(year(url))),
    ),
  ];
  return { handlers, requests };
}
