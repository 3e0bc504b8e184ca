/**
 * The rates API's paths, in one place for the HTTP client, the tools-calls proxy and the test
 * fake (site-and-lead-routing.md section 7). Auto rates use the auto vertical's URLs.
 */
const VERTICAL_RATE_URLS = {
  auto: { vertical: 'auto', nationalUrl: 'auto-national', stateUrl: 'auto-state', cityUrl: 'auto-city' },
} as const;
const { nationalUrl, stateUrl, cityUrl } = VERTICAL_RATE_URLS.auto;

export const STATE_ENDPOINTS = [
  'premiums',
  'cheapest',
  'other',
  'nonowners',
  'cost',
  'rates',
  'coverage',
] as const;
export type StateEndpoint = (typeof STATE_ENDPOINTS)[number];

/** The API names DC's Medicare supplement data this way. */
export const MEDICARE_DC_NAME = 'Washington D.C.';

/**
 * One path segment from a value: encoded, and never a dot segment, which the HTTP client would
 * collapse into its parent (`auto-city/..` is the API's root, asked with the server's key).
 */
function pathSegment(value: string): string {
  const segment = encodeURIComponent(value);
  if (segment === '' || /^\.+$/.test(segment)) throw new RangeError('Not a path segment');
  return segment;
}

export const ratesPaths = {
  state: (state: string) => `${stateUrl}/${state}`,
  stateEndpoint: (state: string, endpoint: StateEndpoint) => `${stateUrl}/${state}/${endpoint}`,
  city: (city: string) => `${cityUrl}/${pathSegment(city)}`,
  creditCardReview: 'credit-card-review/card',
  lender: (vertical: string, lender: string) => `${vertical}/${lender}/lender`,
  listicle: (vertical: string, listicle: string) => `${vertical}/${listicle}/listicle`,
  nationalRatios: `${nationalUrl}/US/ratios`,
  nationalCoverage: (coverage: string) => `${nationalUrl}/US/coverage/${coverage}`,
  largest: (region: string) => `${nationalUrl}/${region}/largest`,
  reviews: (region: string) => `${nationalUrl}/${region}/reviews`,
  medicareSupplement: (stateName: string) => `health-state/medicare-supplement/${pathSegment(stateName)}`,
  homeCalculator: 'home-state/calculator',
  autoCalculator: (state: string) => `${stateUrl}/calculator/${state}`,
  table: (table: string) => `rds-files/${table}`,
  run: 'rds-files/run',
  coverageRates: 'rds-files/coverage-rates',
  quotesByProfile: (stage: 'dev' | 'prod') => `${stage}/quotes-by-profile`,
  costOfLiving: 'cost-of-living',
} as const;
