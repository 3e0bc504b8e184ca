import 'server-only';
import type { LocalDatabase } from '@/lib/chat/server/store/database';

/**
 * The answers whose records live on the rates API, by session and answer id, with the visitor's
 * feedback on each: the API has no call to attach feedback to a record, so it is kept here, and
 * only for an answer this server really gave in that session.
 */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createAnswerLedger(
  db: LocalDatabase,
  { retentionDays, now = Date.now }: { retentionDays: number; now?: () => number },
) {
  const prune = db.prepare(`DELETE FROM chat_answers WHERE at < ?`);
  let prunedAt = -Infinity;
  // Kept as long as the embedded store keeps its records, so the file cannot grow without bound.
  const pruneWhenDue = () => {
    const at = now();
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    prune.run(new Date(at - retentionDays * DAY_MS).toISOString());
  };
  const insert = db.prepare(
    `INSERT OR IGNORE INTO chat_answers (session_id, answer_id, helpful, at) VALUES (?, ?, NULL, ?)`,
  );
  const rate = db.prepare(
    `UPDATE chat_answers SET helpful = ?, at = ? WHERE session_id = ? AND answer_id = ?`,
  );
  const remove = db.prepare(`DELETE FROM chat_answers WHERE session_id = ?`);
  return {
    remember(sessionId: string, answerId: string) {
      pruneWhenDue();
      insert.run(sessionId, answerId, new Date(now()).toISOString());
    },
    /** False when the session has no answer of that id. */
    rate: (sessionId: string, answerId: string, helpful: boolean) =>
      rate.run(helpful ? 1 : 0, new Date(now()).toISOString(), sessionId, answerId).changes > 0,
    forget: (sessionId: string) => void remove.run(sessionId),
  };
}

export type AnswerLedger = ReturnType<typeof createAnswerLedger>;
