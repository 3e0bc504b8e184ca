import 'server-only';
import { getConfig } from '@/lib/config';
import { createEmbeddedRatesSource } from './embedded-source';
import { createHttpRatesSource } from './http-source';
import { createRatesLimiter } from './limiter';
import type { RatesSource } from './source';

let source: RatesSource | undefined;

/** The rates API when it is configured (one limiter for the whole process), the sample tables otherwise. */
export function getRatesSource(): RatesSource {
  if (!source) {
    const { rates } = getConfig();
    source = rates
      ? createHttpRatesSource({ ...rates, limiter: createRatesLimiter({ redisUrl: rates.redisUrl }) })
      : createEmbeddedRatesSource();
  }
  return source;
}
