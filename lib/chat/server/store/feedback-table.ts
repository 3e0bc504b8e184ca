import 'server-only';
import type { LocalDatabase } from '@/lib/chat/server/store/database';

/**
 * Feedback on answers whose records live on the rates API, which has no call to attach it to a
 * record: it is kept in the local database by session and answer id, and deleted with the session.
 */
export function createFeedbackTable(db: LocalDatabase) {
  const upsert = db.prepare(
    `INSERT INTO chat_feedback (session_id, answer_id, helpful, at) VALUES (?, ?, ?, ?)
     ON CONFLICT (session_id, answer_id) DO UPDATE SET helpful = excluded.helpful, at = excluded.at`,
  );
  const remove = db.prepare(`DELETE FROM chat_feedback WHERE session_id = ?`);
  return {
    set: (sessionId: string, answerId: string, helpful: boolean) =>
      void upsert.run(sessionId, answerId, helpful ? 1 : 0, new Date().toISOString()),
    clear: (sessionId: string) => void remove.run(sessionId),
  };
}

export type FeedbackTable = ReturnType<typeof createFeedbackTable>;
