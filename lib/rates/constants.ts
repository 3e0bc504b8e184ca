/**
 * The rates domain's constants, in one place: the API's budget and data years (site-and-lead-
 * routing.md section 9), the site's own limits and cache times around it, and the one query the
 * site runs. Imported by browser code too (the proxy's address), so nothing here is secret or
 * server-only.
 */

/** The rates API's shared API-key header: sent by the server only, never by the browser. */
export const RATES_API_KEY_HEADER = 'x-api-key';

/** The client-side budget the rates API allows (section 9). */
export const RATES_REQUESTS_PER_MINUTE = 1250;

/**
 * Visitors' proxy calls (/api/tools-calls) waiting beyond this many are refused with 503: at
 * 1,250 a minute, 60 waiting calls are about three seconds of the budget.
 */
export const RATES_PROXY_BACKLOG_MAX = 60;

/** The site's read-only rates proxy, the one rates address the browser may call. */
export const TOOLS_CALLS_ENDPOINT = '/api/tools-calls/';

/** Long enough for the API's slowest table query, short enough that a page never hangs on it. */
export const RATES_TIMEOUT_MS = 10_000;

/** The cache tag every rates answer carries, for a revalidation to refresh them all. */
export const RATES_TAG = 'rates';
/** Rates tables change when the data team publishes a year, not by the minute. */
export const RATES_REVALIDATE_SECONDS = 3_600;

/** Data years the rates API serves (section 9). */
export const DEFAULT_DATA_YEAR = 2021;
export const STATE_YEARS = [2019, 2020, 2021] as const;
export const LOANS_DEFAULT_YEAR = 2022;
type StateYear = (typeof STATE_YEARS)[number];

export const isStateYear = (year: number): year is StateYear =>
  (STATE_YEARS as readonly number[]).includes(year);

/**
 * The one query this site runs through `POST /rds-files/run`: each auto insurer's score out of
 * 5, from its price, claims and service ratings (weighted 40/30/30). A constant, never built
 * from a visitor's input; the embedded source applies the same weights.
 */
export const SCORE_WEIGHTS = { price: 0.4, claims: 0.3, service: 0.3 } as const;
export const BEST_AUTO_INSURER_SCORE_QUERY =
  'SELECT company, ROUND(0.4 * price + 0.3 * claims + 0.3 * service, 1) AS score FROM auto_insurer_reviews ORDER BY score DESC';

/** The longest `params` query the proxy reads: every endpoint's parameters fit in a few hundred. */
export const TOOLS_PARAMS_MAX_CHARS = 1_000;
