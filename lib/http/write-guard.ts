import { jsonError } from './responses';

/**
 * A state-changing route answers only the site's own pages. A form or `fetch` on another site can
 * send a "simple" cross-site POST (text/plain, no preflight) with the visitor's cookies; so:
 * - the body must be declared `application/json`, which no simple request can be: 415 otherwise;
 * - a browser's `Sec-Fetch-Site` must say same-origin (or none, typed by hand), and an `Origin`,
 *   when sent, must be this site's (as configured, or the host the request was sent to): 403
 *   otherwise. Servers calling the API (the CMS webhook, scripts) send neither and pass.
 */
const JSON_TYPE = /^application\/json\s*(;|$)/i;
const SAME_SITE_FETCH = new Set(['same-origin', 'none']);

export function crossSiteWriteRefusal(request: Request, siteUrl: string): Response | null {
  if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) {
    return jsonError(415, 'The request body must be sent as application/json.');
  }
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && !SAME_SITE_FETCH.has(fetchSite.toLowerCase())) {
    return jsonError(403, 'Cross-site requests are not accepted.');
  }
  const origin = request.headers.get('origin');
  if (origin !== null && !ownOrigins(request, siteUrl).has(origin.toLowerCase())) {
    return jsonError(403, 'Cross-site requests are not accepted.');
  }
  return null;
}

function ownOrigins(request: Request, siteUrl: string): Set<string> {
  const origins = new Set([new URL(siteUrl).origin]);
  const host = request.headers.get('host');
  if (host) {
    const protocol = new URL(request.url).protocol;
    origins.add(`${protocol}//${host}`.toLowerCase());
  }
  return origins;
}
