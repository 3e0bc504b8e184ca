import 'server-only';
import { RECORDS_PRUNE_EVERY_MS } from '@/lib/chat/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionOptions {
  /** Records older than this many days are deleted. */
  retentionDays: number;
  now?: () => number;
}

/**
 * Calls `prune` with the cutoff (an ISO time) at most once an hour, so the local database file
 * cannot grow without bound and a busy store does not look for old records on every write.
 */
export function createPruner(
  prune: (cutoff: string) => void,
  { retentionDays, now = Date.now }: RetentionOptions,
) {
  let prunedAt = -Infinity;
  return () => {
    const at = now();
    if (at - prunedAt < RECORDS_PRUNE_EVERY_MS) return;
    prunedAt = at;
    prune(new Date(at - retentionDays * DAY_MS).toISOString());
  };
}
