import 'server-only';
import type { HistoryMessage } from '@/lib/chat/wire';
import type { LocalDatabase } from '@/lib/chat/server/store/database';
import { createGroupCommit } from '@/lib/chat/server/store/group-commit';
import { createPruner, type RetentionOptions } from '@/lib/chat/server/store/retention';
import type {
  ChatRecordsStore,
  ChatSession,
  LogRecord,
  SessionAnalytics,
} from '@/lib/chat/server/store/types';

interface LogRow {
  message_role: 'user' | 'assistant';
  message_content: string;
  timestamp: string;
}

/**
 * Chat records in the local database file: the embedded default of the rates API's chat store.
 * Kept for `retentionDays`, then pruned, so the file cannot grow without bound.
 */
export function createEmbeddedRecordsStore(db: LocalDatabase, retention: RetentionOptions): ChatRecordsStore {
  const touchSession = db.prepare(
    `INSERT INTO chat_sessions (session_id, created_at, last_activity_at) VALUES (@sessionId, @at, @at)
     ON CONFLICT (session_id) DO UPDATE SET last_activity_at = excluded.last_activity_at`,
  );
  const insertLog = db.prepare(
    `INSERT INTO chat_logs (session_id, message_role, message_content, rag_score, timestamp, vectara_search_time,
       total_response_time, database_history_time, logging_time, vectara_chat_id, vectara_turn_id, host_env,
       answer_id)
     VALUES (@sessionId, @messageRole, @messageContent, @ragScore, @timestamp, @vectaraSearchTime,
       @totalResponseTime, @databaseHistoryTime, @loggingTime, @vectaraChatId, @vectaraTurnId, @hostEnv,
       @answerId)`,
  );
  const rateAnswer = db.prepare<[number, string, string]>(
    `UPDATE chat_logs SET helpful = ? WHERE session_id = ? AND answer_id = ? AND message_role = 'assistant'`,
  );
  const latestLogs = db.prepare<[string, number], LogRow>(
    `SELECT message_role, message_content, timestamp FROM chat_logs WHERE session_id = ? ORDER BY id DESC LIMIT ?`,
  );
  const createSession = db.prepare(
    `INSERT OR IGNORE INTO chat_sessions (session_id, created_at, last_activity_at) VALUES (@sessionId, @at, @at)`,
  );
  const sessionRow = db.prepare<[string], { created_at: string; last_activity_at: string; messages: number }>(
    `SELECT created_at, last_activity_at, (SELECT COUNT(*) FROM chat_logs WHERE session_id = s.session_id) AS messages
     FROM chat_sessions s WHERE session_id = ?`,
  );
  const analyticsRow = db.prepare<
    [string],
    {
      total: number;
      users: number;
      assistants: number;
      average: number | null;
      first: string | null;
      last: string | null;
    }
  >(
    `SELECT COUNT(*) AS total,
            COALESCE(SUM(message_role = 'user'), 0) AS users,
            COALESCE(SUM(message_role = 'assistant'), 0) AS assistants,
            AVG(CASE WHEN message_role = 'assistant' THEN total_response_time END) AS average,
            MIN(timestamp) AS first, MAX(timestamp) AS last
     FROM chat_logs WHERE session_id = ?`,
  );
  const deleteSession = db.transaction((sessionId: string) => {
    for (const table of ['chat_logs', 'provider_threads', 'chat_sessions']) {
      db.prepare(`DELETE FROM ${table} WHERE session_id = ?`).run(sessionId);
    }
  });
  const pruneBefore = db.transaction((cutoff: string) => {
    db.prepare(`DELETE FROM chat_logs WHERE timestamp < ?`).run(cutoff);
    const idle = `SELECT session_id FROM chat_sessions WHERE last_activity_at < ?`;
    db.prepare(`DELETE FROM provider_threads WHERE session_id IN (${idle})`).run(cutoff);
    db.prepare(`DELETE FROM chat_sessions WHERE last_activity_at < ?`).run(cutoff);
  });
  // Sessions idle as long as the records' retention go with them.
  const pruneWhenDue = createPruner((cutoff) => pruneBefore(cutoff), retention);
  pruneWhenDue();

  // A turn's records are written together or not at all; turns arriving together share a transaction.
  const logTurns = createGroupCommit<LogRecord[]>(
    db.transaction((turns: LogRecord[][]) => {
      for (const record of turns.flat()) {
        touchSession.run({ sessionId: record.sessionId, at: record.timestamp });
        insertLog.run({ ...record, answerId: record.answerId ?? null });
      }
    }),
  );

  return {
    name: 'embedded',
    log: (records) => {
      pruneWhenDue();
      return logTurns.add(records);
    },
    async history(sessionId, limit) {
      logTurns.flush();
      return latestLogs
        .all(sessionId, limit)
        .reverse()
        .map((row): HistoryMessage => ({
          role: row.message_role,
          content: row.message_content,
          timestamp: row.timestamp,
        }));
    },
    async createSession(sessionId) {
      createSession.run({ sessionId, at: new Date().toISOString() });
    },
    async getSession(sessionId): Promise<ChatSession | null> {
      logTurns.flush();
      const row = sessionRow.get(sessionId);
      return row
        ? {
            sessionId,
            createdAt: row.created_at,
            lastActivityAt: row.last_activity_at,
            messageCount: row.messages,
          }
        : null;
    },
    async analytics(sessionId): Promise<SessionAnalytics | null> {
      logTurns.flush();
      const row = analyticsRow.get(sessionId);
      if (!row || (row.total === 0 && !sessionRow.get(sessionId))) return null;
      return {
        sessionId,
        messageCount: row.total,
        userMessages: row.users,
        assistantMessages: row.assistants,
        averageResponseTimeMs: row.average,
        firstMessageAt: row.first,
        lastMessageAt: row.last,
      };
    },
    async deleteSession(sessionId) {
      logTurns.flush();
      deleteSession(sessionId);
    },
    async feedback(sessionId, answerId, helpful) {
      logTurns.flush();
      return rateAnswer.run(helpful ? 1 : 0, sessionId, answerId).changes > 0;
    },
  };
}
