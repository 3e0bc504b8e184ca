import { z } from 'zod';
import { readJsonParam } from '@/lib/http/request';
import { stateCodeSchema as stateCode, zip5Schema } from '@/lib/format/fields';
import { queryPremiumTable } from './premium-table';
import { COVERAGES, LISTICLES, premiumTableQuerySchema, quoteProfileSchema, RATE_TABLES } from './schemas';
import type { RatesSource } from './source';
import { TOOLS_PARAMS_MAX_CHARS, STATE_YEARS } from './constants';

/**
 * `GET /api/tools-calls/?path&params`: what client components (calculators, sortable tables)
 * may read from the rates API. `path` must be one of these endpoint names exactly; everything
 * variable travels in `params`, checked by the endpoint's schema, so no caller can reach another
 * path, host or method. The server's source adds the API key.
 */
const year = z.int().min(2000).max(2100).optional();
const stateYear = z
  .union(STATE_YEARS.map((value) => z.literal(value)))
  .optional()
  .transform((value): number | undefined => value);
/** A city or card name: starts with a letter or digit, so never `.` or `..`. */
const name = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} .'&-]*$/u);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const onState = z.strictObject({ state: stateCode, year: stateYear });

type Endpoint = { params: z.ZodType; run: (source: RatesSource, params: never) => Promise<unknown> };
const endpoint = <S extends z.ZodType>(
  params: S,
  run: (source: RatesSource, params: z.output<S>) => Promise<unknown>,
) => ({ params, run }) as Endpoint;

const TOOLS_ENDPOINTS = {
  'auto-state': endpoint(onState, (source, p) => source.state(p.state, p.year)),
  'auto-state/premiums': endpoint(onState, (source, p) => source.statePremiums(p.state, p.year)),
  'auto-state/cheapest': endpoint(onState, (source, p) => source.stateCheapest(p.state, p.year)),
  'auto-state/other': endpoint(onState, (source, p) => source.stateOther(p.state, p.year)),
  'auto-state/nonowners': endpoint(onState, (source, p) => source.stateNonowners(p.state, p.year)),
  'auto-state/cost': endpoint(onState, (source, p) => source.stateCost(p.state, p.year)),
  'auto-state/rates': endpoint(onState, (source, p) => source.stateRates(p.state, p.year)),
  'auto-state/coverage': endpoint(z.strictObject({ state: stateCode }), (source, p) =>
    source.stateCoverage(p.state),
  ),
  'auto-state/calculator': endpoint(onState, (source, p) => source.autoCalculator(p.state, p.year)),
  'auto-city': endpoint(z.strictObject({ city: name, state: stateCode, year }), (source, p) =>
    source.city(p.city, p.state, p.year),
  ),
  'credit-card-review/card': endpoint(z.strictObject({ card: name, year }), (source, p) =>
    source.creditCardReview(p.card, p.year),
  ),
  lender: endpoint(z.strictObject({ vertical: slug, lender: slug, year }), (source, p) =>
    source.lender(p.vertical, p.lender, p.year),
  ),
  listicle: endpoint(z.strictObject({ vertical: slug, listicle: z.enum(LISTICLES), year }), (source, p) =>
    source.listicle(p.vertical, p.listicle, p.year),
  ),
  'auto-national/ratios': endpoint(z.strictObject({ year }), (source, p) => source.nationalRatios(p.year)),
  'auto-national/coverage': endpoint(z.strictObject({ coverage: z.enum(COVERAGES), year }), (source, p) =>
    source.nationalCoverage(p.coverage, p.year),
  ),
  'auto-national/largest': endpoint(
    z.strictObject({ region: z.union([z.literal('US'), stateCode]), year }),
    (source, p) => source.largest(p.region, p.year),
  ),
  'auto-national/reviews': endpoint(
    z.strictObject({ region: z.union([z.literal('US'), stateCode]), year }),
    (source, p) => source.reviews(p.region, p.year),
  ),
  'health-state/medicare-supplement': endpoint(onState, (source, p) =>
    source.medicareSupplement(p.state, p.year),
  ),
  'home-state/calculator': endpoint(z.strictObject({ year: stateYear }), (source, p) =>
    source.homeCalculator(p.year),
  ),
  'rds-files/table': endpoint(
    premiumTableQuerySchema.extend({ table: z.enum(RATE_TABLES) }).strict(),
    (source, p) => {
      const { table, ...query } = p;
      return queryPremiumTable(source, table, query);
    },
  ),
  'rds-files/coverage-rates': endpoint(z.strictObject({ zip_code: zip5Schema, year }), (source, p) =>
    source.coverageRates(p.zip_code, p.year),
  ),
  'quotes-by-profile': endpoint(quoteProfileSchema.strict(), (source, p) => source.quotesByProfile(p)),
  'cost-of-living': endpoint(z.strictObject({ year }), (source, p) => source.costOfLiving(p.year)),
} satisfies Record<string, Endpoint>;
type ToolsPath = keyof typeof TOOLS_ENDPOINTS;

type ToolsRequest =
  | { ok: true; path: ToolsPath; params: unknown; run: (source: RatesSource) => Promise<unknown> }
  | { ok: false; status: 400 | 403; error: string };

const isToolsPath = (path: string): path is ToolsPath => Object.hasOwn(TOOLS_ENDPOINTS, path);

export function parseToolsProxyRequest(search: URLSearchParams): ToolsRequest {
  const path = search.get('path') ?? '';
  // Lower-case words joined by hyphens and single slashes: no scheme, host, dot, `%` or `//` survives.
  if (path.length > 64 || !/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(path)) {
    return { ok: false, status: 400, error: 'path must be a rates endpoint name' };
  }
  if (!isToolsPath(path)) return { ok: false, status: 403, error: `path ${path} is not readable here` };
  const spec = TOOLS_ENDPOINTS[path];
  const parsed = readJsonParam(search, 'params', spec.params, {
    what: 'params',
    maxChars: TOOLS_PARAMS_MAX_CHARS,
  });
  if (!parsed.ok) return { ok: false, status: 400, error: parsed.error };
  const params = parsed.value;
  return { ok: true, path, params, run: (source) => spec.run(source, params as never) };
}
