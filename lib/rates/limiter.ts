import 'server-only';
import Bottleneck from 'bottleneck';
import IORedis from 'ioredis';
import { log } from '@/lib/log';
import { RATES_REQUESTS_PER_MINUTE } from './constants';

const MINUTE_MS = 60_000;
/** Shared by every process that uses the same Redis: one budget for the whole deployment. */
const CLUSTER_ID = 'rates-api';
/**
 * Calls leave exactly on the spacing, but the network delays some more than others: measured at
 * the far end, two calls can land closer than they left. Aiming 1% under the limit keeps every
 * minute the API sees within it (measured with `npm run bench -- rates`).
 */
const JITTER_HEADROOM = 0.99;

/**
 * The rates API's budget as a bottleneck limiter. Calls start at least 60,000 / limit ms apart,
 * so no rolling minute ever holds more than the limit (an even spacing rather than a burst
 * allowance: a burst at a window's edge would double the rate the API sees). With a Redis URL
 * the spacing is kept across processes through bottleneck's clustering.
 */
export function createRatesLimiter({
  perMinute = RATES_REQUESTS_PER_MINUTE,
  redisUrl = null,
}: { perMinute?: number; redisUrl?: string | null } = {}): Bottleneck {
  const options: Bottleneck.ConstructorOptions = {
    minTime: Math.ceil(MINUTE_MS / (perMinute * JITTER_HEADROOM)),
  };
  if (!redisUrl) return new Bottleneck(options);
  const connection = new Bottleneck.IORedisConnection({ Redis: IORedis, client: new IORedis(redisUrl) });
  connection.on('error', (error: unknown) => log.warn('rates.limiter_redis_error', { error }));
  return new Bottleneck({
    ...options,
    id: CLUSTER_ID,
    datastore: 'ioredis',
    clearDatastore: false,
    connection,
  });
}
