/** The rates API's shared API-key header: sent by the server only, never by the browser. */
export const RATES_API_KEY_HEADER = 'x-api-key';

/** The client-side budget the rates API allows (site-and-lead-routing.md section 9). */
export const RATES_REQUESTS_PER_MINUTE = 1250;

/**
 * Visitors' proxy calls (/api/tools-calls) waiting beyond this many are refused with 503: at
 * 1,250 a minute, 60 waiting calls are about three seconds of the budget.
 */
export const RATES_PROXY_BACKLOG_MAX = 60;
