import 'server-only';
import type Bottleneck from 'bottleneck';
import { getConfig } from '@/lib/config';
import { createEmbeddedRatesSource } from './embedded-source';
import { createHttpRatesSource } from './http-source';
import { createRatesLimiter } from './limiter';
import type { RatesSource } from './source';

let source: RatesSource | undefined;
let limiter: Bottleneck | undefined;

/** The rates API when it is configured (one limiter for the whole process), the sample tables otherwise. */
export function getRatesSource(): RatesSource {
  if (!source) {
    const { rates } = getConfig();
    limiter = rates ? createRatesLimiter({ redisUrl: rates.redisUrl }) : undefined;
    source = rates && limiter ? createHttpRatesSource({ ...rates, limiter }) : createEmbeddedRatesSource();
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
