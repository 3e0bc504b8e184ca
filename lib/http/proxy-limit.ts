import 'server-only';
import { getAbuseLimiter } from './abuse-limiter-for-config';
import { clientLimitKey } from './client-address';
import { PROXY_REQUESTS_PER_MINUTE_PER_ADDRESS } from './constants';
import { jsonError } from './responses';

const MINUTE_MS = 60_000;

/** A 429 with Retry-After once this visitor has used the proxy's minute, else null. */
export async function proxyLimitRefusal(
  proxy: 'tools' | 'strapi',
  request: Request,
): Promise<Response | null> {
  const decision = await getAbuseLimiter().check([
    {
      key: `${proxy}:${clientLimitKey(request)}`,
      max: PROXY_REQUESTS_PER_MINUTE_PER_ADDRESS,
      windowMs: MINUTE_MS,
    },
  ]);
  return decision.allowed
    ? null
    : jsonError(429, 'Too many requests. Please wait a moment and try again.', {
        'Retry-After': String(decision.retryAfterSeconds),
      });
}
