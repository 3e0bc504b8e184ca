import 'server-only';
import type Bottleneck from 'bottleneck';
import { getConfig } from '@/lib/config';
import { createEmbeddedRatesSource } from './embedded-source';
import { createHttpRatesSource } from './http-source';
import { createRatesLimiter } from './limiter';
import type { RatesSource } from './source';

let source: RatesSource | undefined;
let limiter: Bottleneck | undefined;

/**
 * The process's one limiter on the rates API (1,250 calls a minute), shared by the rates pages
 * and Charlie's chat calls (shared with every instance through Redis when REDIS_URL is set); null
 * when the rates API is not configured.
 */
export function getRatesLimiter(): Bottleneck | null {
  const { rates, redis } = getConfig();
  if (!rates) return null;
  limiter ??= createRatesLimiter({ redisUrl: redis?.url ?? null });
  return limiter;
}

/** The rates API when it is configured, the sample tables otherwise. */
export function getRatesSource(): RatesSource {
  if (!source) {
    const { rates } = getConfig();
    const shared = getRatesLimiter();
    source =
      rates && shared ? createHttpRatesSource({ ...rates, limiter: shared }) : createEmbeddedRatesSource();
  }
  return source;
}

/**
 * How many calls are waiting for the rates API's budget. The pages' own calls always wait their
 * turn (a build renders many at once); a visitor's proxy call is refused instead once this
 * passes RATES_PROXY_BACKLOG_MAX, so no flood of requests can hold the pages' calls up.
 */
export function ratesBacklog(): number {
  const counts = limiter?.counts();
  return counts ? counts.RECEIVED + counts.QUEUED : 0;
}
