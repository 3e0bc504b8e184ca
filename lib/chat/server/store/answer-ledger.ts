import 'server-only';
import type { LocalDatabase } from '@/lib/chat/server/store/database';
import { createPruner, type RetentionOptions } from '@/lib/chat/server/store/retention';

/**
 * The answers whose records live on the rates API, by session and answer id, with the visitor's
 * feedback on each: the API has no call to attach feedback to a record, so it is kept here, and
 * only for an answer this server really gave in that session. Kept as long as the embedded store
 * keeps its records.
 */
export function createAnswerLedger(db: LocalDatabase, retention: RetentionOptions) {
  const now = retention.now ?? Date.now;
  const prune = db.prepare(`DELETE FROM chat_answers WHERE at < ?`);
  const pruneWhenDue = createPruner((cutoff) => void prune.run(cutoff), retention);
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
