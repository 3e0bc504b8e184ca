import 'server-only';
import IORedis from 'ioredis';
import { getConfig } from '@/lib/config';
import { log } from '@/lib/log';
import { REDIS_COMMAND_TIMEOUT_MS } from './constants';

let client: IORedis | undefined;

/**
 * The process's one connection to the shared Redis (REDIS_URL), or null when the site runs on
 * one process's own state. Commands fail fast while Redis is away, and the connection comes back
 * by itself; each caller decides what a failure means for it.
 */
export function getRedis(): IORedis | null {
  const { redis } = getConfig();
  if (!redis) return null;
  if (!client) {
    client = new IORedis(redis.url, {
      maxRetriesPerRequest: 1,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      enableOfflineQueue: true,
    });
    client.on('error', (error: unknown) => log.warn('redis.error', { error }));
  }
  return client;
}
