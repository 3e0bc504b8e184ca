/**
 * The ads domain's constants: the outside services' versions and time limits, the embedded
 * engine's local addresses, and the site's own request bounds. Imported by browser code too,
 * so nothing here is secret.
 */

/** The ad exchange's API version this adapter speaks (site-and-lead-routing.md section 9). */
export const BACKFILL_VERSION = 17;

/** Backfill is asked after the ad server already answered: it gets less time than Kevel did. */
export const BACKFILL_TIMEOUT_MS = 2_000;

/** A decision answer should come back in well under a second; a quote click cannot wait longer. */
export const KEVEL_TIMEOUT_MS = 3_000;

/** The local stand-ins for partner pages and tracking, so the quote flow works with no ad server. */
export const LOCAL_PARTNER_PATH = '/partners/';
export const LOCAL_AD_EVENT_PATH = '/api/ads/event/';
export const LOCAL_WIDGET_SCRIPT = '/partner-widget/quote-widget.js';
export const LOCAL_QUOTE_SERVE_SCRIPT = '/partner-widget/quote-serve.js';
export const LOCAL_CREDIT_SDK_SCRIPT = '/partner-widget/credit-sdk.js';

/** Fourteen zeros: the ad server chose no advertiser. */
export const NO_ADVERTISER = '00000000000000';

/** A vertical whose fallback partner configuration names, and configuration names none. */
export const NOT_CONFIGURED = 'not-configured';

/** A decision request is a zip, a vertical, a placement and a few page fields. */
export const DECISION_BODY_MAX_BYTES = 8 * 1024;
