import { proxyLimitRefusal } from '@/lib/http/proxy-limit';
import { jsonError } from '@/lib/http/responses';
import { log } from '@/lib/log';
import { cachedRatesCall } from '@/lib/rates/cache';
import { RatesUnavailableError } from '@/lib/rates/failures';
import { parseToolsProxyRequest } from '@/lib/rates/proxy-request';
import { RATES_PROXY_BACKLOG_MAX } from '@/lib/rates/constants';
import { getRatesSource, ratesBacklog } from '@/lib/rates/source-for-config';

const CACHEABLE = { 'Cache-Control': 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400' };
/** A failed call is not cached, so asking again soon may well work. */
const RETRY_AFTER_SECONDS = '30';

/**
 * Read-only rates proxy for client components: allow-listed endpoints, validated params, the
 * server's own API key (the caller's headers are never forwarded), cached by tag, limited per
 * visitor so no one can spend the API's budget. A failed call answers 503 and is not cached.
 */
export async function GET(request: Request) {
  const parsed = parseToolsProxyRequest(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(parsed.status, parsed.error);
  const limited = await proxyLimitRefusal('tools', request);
  if (limited) return limited;
  try {
    // Only a call that reaches the API waits for its budget: an answer in the cache never does.
    const answer = await cachedRatesCall(parsed.path, JSON.stringify(parsed.params), () => {
      if (ratesBacklog() >= RATES_PROXY_BACKLOG_MAX) throw new RatesUnavailableError(parsed.path);
      return parsed.run(getRatesSource());
    });
    if (answer === null) return jsonError(404, 'No data for that request');
    return Response.json(answer, { headers: CACHEABLE });
  } catch (error) {
    log.warn('tools_calls.failed', { path: parsed.path, error });
    if (error instanceof RatesUnavailableError) {
      return jsonError(503, 'The rates service is unavailable. Please try again later.', {
        'Retry-After': RETRY_AFTER_SECONDS,
      });
    }
    return jsonError(502, 'The rates service is unavailable. Please try again later.');
  }
}
