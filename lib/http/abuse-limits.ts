import 'server-only';
import type { LocalDatabase } from '@/lib/chat/server/store/database';

/**
 * Request limits on /api/chat and the read proxies. A visitor using the site by hand stays far
 * below them; a script does not. Two stores keep the same rule: the local database (one host,
 * any number of processes on it, and across restarts) and Redis (every host; see
 * redis-abuse-limits.ts).
 *
 * Sliding-window counters: each key keeps a count for the current fixed window and the one
 * before, and the earlier count is weighted by how much of it still overlaps the sliding window.
 * Each check is two reads and one write per limit, whatever the traffic.
 */
export interface Limit {
  /** What is counted: `session:{id}` or `address:{ip}`. */
  key: string;
  max: number;
  windowMs: number;
}

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface AbuseLimiter {
  /** Counts one request against every limit, unless one of them is already used up. */
  check(limits: Limit[]): Promise<LimitDecision>;
}

export const windowStartOf = (limit: Limit, at: number) => Math.floor(at / limit.windowMs) * limit.windowMs;

/** How long until one more request fits, given the two windows' counts; 0 if it fits now. */
function waitMs(limit: Limit, at: number, current: number, previous: number): number {
  const windowStart = windowStartOf(limit, at);
  const overlap = 1 - (at - windowStart) / limit.windowMs;
  if (previous * overlap + current + 1 <= limit.max) return 0;
  if (current + 1 > limit.max) return windowStart + limit.windowMs - at;
  // The earlier window's weight falls as time passes; find when it has fallen far enough.
  const fitsAt = windowStart + limit.windowMs * (1 - (limit.max - 1 - current) / previous);
  return Math.max(1, fitsAt - at);
}

export const refusedFor = (wait: number): LimitDecision => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)),
});

export function createAbuseLimiter(db: LocalDatabase, now: () => number = Date.now): AbuseLimiter {
  const read = db.prepare<[string, number], { count: number }>(
    `SELECT count FROM rate_limit_windows WHERE key = ? AND window_start = ?`,
  );
  const increment = db.prepare(
    `INSERT INTO rate_limit_windows (key, window_start, count) VALUES (?, ?, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1`,
  );
  const prune = db.prepare(`DELETE FROM rate_limit_windows WHERE window_start < ?`);
  let lastPrune = 0;

  const count = (key: string, windowStart: number) => read.get(key, windowStart)?.count ?? 0;

  const check = db.transaction((limits: Limit[]): LimitDecision => {
    const at = now();
    const longest = Math.max(...limits.map((limit) => limit.windowMs));
    if (at - lastPrune > longest) {
      prune.run(at - 2 * longest);
      lastPrune = at;
    }
    const wait = Math.max(
      ...limits.map((limit) => {
        const start = windowStartOf(limit, at);
        return waitMs(limit, at, count(limit.key, start), count(limit.key, start - limit.windowMs));
      }),
    );
    if (wait > 0) return refusedFor(wait);
    for (const limit of limits) increment.run(limit.key, windowStartOf(limit, at));
    return { allowed: true };
  });

  // IMMEDIATE: the transaction takes the write lock before it reads, so processes sharing the
  // file wait their turn (busy_timeout) instead of one failing on a read snapshot gone stale.
  return { check: async (limits) => check.immediate(limits) };
}
