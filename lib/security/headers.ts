/**
 * Security headers every response carries: pages and API answers through next.config.ts, and the
 * server front's own refusals (lib/server/front.ts), which Next never sees.
 */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers that predate frame-ancestors.
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** Two years, the preload list's minimum; only a site served over https may ask for it. */
const HSTS = 'max-age=63072000; includeSubDomains';

export const hstsHeader = (siteUrl: string): Record<string, string> =>
  siteUrl.startsWith('https://') ? { 'Strict-Transport-Security': HSTS } : {};

/** For a bare error answer: nothing in it may load, frame or run. */
export const REFUSAL_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
