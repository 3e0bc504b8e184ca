import 'server-only';
import type { LocalDatabase } from '@/lib/chat/server/store/database';

/**
 * Request limits on /api/chat and the read proxies, counted in the local database so they hold
 * across restarts. A visitor using the site by hand stays far below them; a script does not.
 *
 * Sliding-window counters: each key keeps a count for the current fixed window and the one
 * before, and the earlier count is weighted by how much of it still overlaps the sliding window.
 * Each check is two primary-key reads and one write, whatever the traffic.
 */
interface Limit {
  /** What is counted: `session:{id}` or `address:{ip}`. */
  key: string;
  max: number;
  windowMs: number;
}

type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createAbuseLimiter(db: LocalDatabase, now: () => number = Date.now) {
  const read = db.prepare<[string, number], { count: number }>(
    `SELECT count FROM rate_limit_windows WHERE key = ? AND window_start = ?`,
  );
  const increment = db.prepare(
    `INSERT INTO rate_limit_windows (key, window_start, count) VALUES (?, ?, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1`,
  );
  const prune = db.prepare(`DELETE FROM rate_limit_windows WHERE window_start < ?`);
  let lastPrune = 0;

  /** How long until one more request fits, or 0 if it fits now. */
  function waitMs(limit: Limit, at: number): number {
    const windowStart = Math.floor(at / limit.windowMs) * limit.windowMs;
    const current = read.get(limit.key, windowStart)?.count ?? 0;
    const previous = read.get(limit.key, windowStart - limit.windowMs)?.count ?? 0;
    const overlap = 1 - (at - windowStart) / limit.windowMs;
    if (previous * overlap + current + 1 <= limit.max) return 0;
    if (current + 1 > limit.max) return windowStart + limit.windowMs - at;
    // The earlier window's weight falls as time passes; find when it has fallen far enough.
    const fitsAt = windowStart + limit.windowMs * (1 - (limit.max - 1 - current) / previous);
    return Math.max(1, fitsAt - at);
  }

  /** Counts one request against every limit, unless one of them is already used up. */
  const check = db.transaction((limits: Limit[]): LimitDecision => {
    const at = now();
    const longest = Math.max(...limits.map((limit) => limit.windowMs));
    if (at - lastPrune > longest) {
      prune.run(at - 2 * longest);
      lastPrune = at;
    }
    const wait = Math.max(...limits.map((limit) => waitMs(limit, at)));
    if (wait > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
    for (const limit of limits) increment.run(limit.key, Math.floor(at / limit.windowMs) * limit.windowMs);
    return { allowed: true };
  });

  return { check };
}
