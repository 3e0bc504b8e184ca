import 'server-only';
import type { LocalDatabase } from '@/lib/chat/server/store/database';

/**
 * Each session's provider-side thread (a Vectara chat id, an OpenAI conversation id), kept on the
 * server so the browser never has to be trusted with another session's thread.
 */
export function createProviderThreads(db: LocalDatabase) {
  const select = db.prepare<[string, string], { thread_id: string }>(
    `SELECT thread_id FROM provider_threads WHERE session_id = ? AND provider = ?`,
  );
  const upsert = db.prepare(
    `INSERT INTO provider_threads (session_id, provider, thread_id, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (session_id, provider) DO UPDATE SET thread_id = excluded.thread_id, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare(`DELETE FROM provider_threads WHERE session_id = ?`);

  return {
    get: (sessionId: string, provider: string) => select.get(sessionId, provider)?.thread_id ?? null,
    set: (sessionId: string, provider: string, threadId: string) =>
      void upsert.run(sessionId, provider, threadId, new Date().toISOString()),
    clear: (sessionId: string) => void remove.run(sessionId),
  };
}

export type ProviderThreads = ReturnType<typeof createProviderThreads>;
