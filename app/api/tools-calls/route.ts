import { jsonError } from '@/lib/http/responses';
import { log } from '@/lib/log';
import { cachedRatesCall } from '@/lib/rates/cache';
import { parseToolsProxyRequest } from '@/lib/rates/proxy-request';
import { getRatesSource } from '@/lib/rates/source-for-config';

const CACHEABLE = { 'Cache-Control': 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400' };

/**
 * Read-only rates proxy for client components: allow-listed endpoints, validated params, the
 * server's own API key (the caller's headers are never forwarded), cached by tag.
 */
export async function GET(request: Request) {
  const parsed = parseToolsProxyRequest(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(parsed.status, parsed.error);
  try {
    const answer = await cachedRatesCall(parsed.path, JSON.stringify(parsed.params), () =>
      parsed.run(getRatesSource()),
    );
    if (answer === null) return jsonError(404, 'No data for that request');
    return Response.json(answer, { headers: CACHEABLE });
  } catch (error) {
    log.warn('tools_calls.failed', { path: parsed.path, error });
    return jsonError(502, 'The rates service is unavailable. Please try again later.');
  }
}
