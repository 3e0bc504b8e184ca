/** The rates API's shared API-key header: sent by the server only, never by the browser. */
export const RATES_API_KEY_HEADER = 'x-api-key';

/** The client-side budget the rates API allows (site-and-lead-routing.md section 9). */
export const RATES_REQUESTS_PER_MINUTE = 1250;
