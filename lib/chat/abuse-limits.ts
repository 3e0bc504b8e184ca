import 'server-only';
import type { LocalDatabase } from './store/database';

/**
 * Sliding-window request limits on /api/chat, counted in the local database so they hold across
 * restarts. A visitor asking questions by hand stays far below them; a script does not.
 */
export interface Limit {
  /** What is counted: `session:{id}` or `address:{ip}`. */
  key: string;
  max: number;
  windowMs: number;
}

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createAbuseLimiter(db: LocalDatabase, now: () => number = Date.now) {
  const count = db.prepare<[string, number], { hits: number; oldest: number | null }>(
    `SELECT COUNT(*) AS hits, MIN(at) AS oldest FROM rate_limit_hits WHERE key = ? AND at > ?`,
  );
  const insert = db.prepare(`INSERT INTO rate_limit_hits (key, at) VALUES (?, ?)`);
  const prune = db.prepare(`DELETE FROM rate_limit_hits WHERE at <= ?`);
  let lastPrune = 0;

  /** Counts one request against every limit, unless one of them is already used up. */
  const check = db.transaction((limits: Limit[]): LimitDecision => {
    const at = now();
    const longest = Math.max(...limits.map((limit) => limit.windowMs));
    if (at - lastPrune > longest) {
      prune.run(at - longest);
      lastPrune = at;
    }
    for (const limit of limits) {
      const { hits, oldest } = count.get(limit.key, at - limit.windowMs) ?? { hits: 0, oldest: null };
      if (hits >= limit.max) {
        const freesAt = (oldest ?? at) + limit.windowMs;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - at) / 1000)) };
      }
    }
    for (const limit of limits) insert.run(limit.key, at);
    return { allowed: true };
  });

  return { check };
}
