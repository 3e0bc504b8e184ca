import type { AppConfig } from '../config';

// Imported by next.config.ts, before the `@/` alias exists: relative imports only.

const GA4_SCRIPT = 'https://www.googletagmanager.com';
const GA4_COLLECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

const origin = (url: string) => new URL(url).origin;

/** PostHog loads its extra scripts from the assets host beside its ingestion host. */
function posthogOrigins(host: string): string[] {
  const ingest = origin(host);
  const assets = ingest.replace(/^https:\/\/([a-z]+)\.i\.posthog\.com$/, 'https://$1-assets.i.posthog.com');
  return assets === ingest ? [ingest] : [ingest, assets];
}

/**
 * The site's Content-Security-Policy: its own origin, plus only the hosts configuration brings in
 * (analytics, the ad server's tracking, partners' widgets, CMS images, an outside chat endpoint).
 * Scripts allow 'unsafe-inline' because the pages are static: Next's inline bootstrap scripts
 * cannot carry a per-request nonce without rendering every page on demand. No other host can
 * run a script, frame the site, or receive a form; `preview` (the preview route, and any page an
 * editor opens in draft mode) lets the CMS admin frame it.
 */
export function contentSecurityPolicy(
  config: AppConfig,
  options: { development: boolean; preview?: boolean },
): string {
  const { analytics, ads, quotes, cms, site } = config;
  const posthog = analytics.posthog ? posthogOrigins(analytics.posthog.host) : [];
  const ga4 = analytics.ga4 ? [GA4_SCRIPT, ...GA4_COLLECT] : [];
  const kevel = ads ? [origin(ads.baseUrl)] : [];
  const scripts = [quotes.widget.quoteServeScript, quotes.widget.creditSdkScript].flatMap((url) =>
    url?.startsWith('https://') ? [origin(url)] : [],
  );
  const partners = [...quotes.partnerHosts, ...scripts];
  const chat = /^https?:\/\//.test(site.chatEndpoint) ? [origin(site.chatEndpoint)] : [];
  const ipEcho = config.ipEcho ? [origin(config.ipEcho.url)] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      // React's development build evaluates code for its debugging aids.
      ...(options.development ? ["'unsafe-eval'"] : []),
      ...posthog,
      ...(analytics.ga4 ? [GA4_SCRIPT] : []),
      ...partners,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...(cms ? [origin(cms.url), ...cms.mediaOrigins] : []),
      ...ga4,
      ...kevel,
    ],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...posthog, ...ga4, ...kevel, ...partners, ...chat, ...ipEcho],
    'frame-src': ["'self'", ...partners],
    // An editor's preview may be framed by the CMS admin's Preview panel; nothing else may be.
    'frame-ancestors': ["'self'", ...(options.preview && cms ? [cms.adminOrigin] : [])],
    'form-action': ["'self'", ...partners],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
