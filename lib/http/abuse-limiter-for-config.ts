import 'server-only';
import { getLocalDatabase } from '@/lib/chat/server/store/database';
import { getRedis } from '@/lib/server/redis';
import { createAbuseLimiter, type AbuseLimiter } from './abuse-limits';
import { createRedisAbuseLimiter } from './redis-abuse-limits';

let limiter: AbuseLimiter | undefined;

/**
 * The process's one limiter, shared by Charlie's routes and the read proxies: in Redis when
 * REDIS_URL is set (one limit across every instance), else in the local database.
 */
export function getAbuseLimiter(): AbuseLimiter {
  if (!limiter) {
    const redis = getRedis();
    limiter = redis ? createRedisAbuseLimiter(redis) : createAbuseLimiter(getLocalDatabase());
  }
  return limiter;
}
