import 'server-only';
import type IORedis from 'ioredis';
import { log } from '@/lib/log';
import { REDIS_KEY_PREFIX } from '@/lib/server/constants';
import { refusedFor, windowStartOf, type AbuseLimiter, type Limit } from './abuse-limits';

/**
 * The same limits in Redis, so a visitor meets one limit across every instance, not one per
 * instance. One Lua script reads every limit's two windows and counts the request only when all
 * of them have room, atomically: two instances checking at once cannot both take the last place.
 * It returns the longest wait, in ms, or 0 when the request was counted. The rule is the one in
 * abuse-limits.ts (waitMs), written again in Lua because it must run inside Redis; both stores
 * pass the same tests.
 *
 * Decision: when Redis cannot be reached the request is allowed and the failure logged. The
 * limits protect the providers' budgets from scripts; refusing every visitor while Redis is away
 * would turn a Redis outage into a site outage.
 */
const CHECK_SCRIPT = `
local at = tonumber(ARGV[1])
local wait = 0
for i = 1, #KEYS / 2 do
  local max = tonumber(ARGV[3 * i - 1])
  local win = tonumber(ARGV[3 * i])
  local start = tonumber(ARGV[3 * i + 1])
  local current = tonumber(redis.call('GET', KEYS[2 * i - 1]) or '0')
  local previous = tonumber(redis.call('GET', KEYS[2 * i]) or '0')
  local w = 0
  if previous * (1 - (at - start) / win) + current + 1 > max then
    if current + 1 > max then
      w = start + win - at
    else
      w = math.max(1, start + win * (1 - (max - 1 - current) / previous) - at)
    end
  end
  if w > wait then wait = w end
end
if wait > 0 then return math.ceil(wait) end
for i = 1, #KEYS / 2 do
  redis.call('INCR', KEYS[2 * i - 1])
  redis.call('PEXPIRE', KEYS[2 * i - 1], 2 * tonumber(ARGV[3 * i]))
end
return 0
`;

const windowKey = (limit: Limit, start: number) => `${REDIS_KEY_PREFIX}limit:${limit.key}:${start}`;

export function createRedisAbuseLimiter(redis: IORedis, now: () => number = Date.now): AbuseLimiter {
  return {
    async check(limits) {
      const at = now();
      const keys = limits.flatMap((limit) => {
        const start = windowStartOf(limit, at);
        return [windowKey(limit, start), windowKey(limit, start - limit.windowMs)];
      });
      const args = [at, ...limits.flatMap((limit) => [limit.max, limit.windowMs, windowStartOf(limit, at)])];
      try {
        const wait = Number(await redis.eval(CHECK_SCRIPT, keys.length, ...keys, ...args));
        return wait > 0 ? refusedFor(wait) : { allowed: true };
      } catch (error) {
        log.error('limits.redis_unavailable', { error });
        return { allowed: true };
      }
    },
  };
}
