import 'server-only';
import type IORedis from 'ioredis';
import type { LocalDatabase } from '@/lib/chat/server/store/database';
import { log } from '@/lib/log';
import { REDIS_KEY_PREFIX } from '@/lib/server/constants';

/**
 * Each session's provider-side thread (a Vectara chat id, an OpenAI conversation id), kept on the
 * server so the browser never has to be trusted with another session's thread. In the local
 * database on one host; in Redis when the site runs on several, so a visitor whose questions
 * reach different instances stays in one thread.
 */
export interface ProviderThreads {
  get(sessionId: string, provider: string): Promise<string | null>;
  set(sessionId: string, provider: string, threadId: string): Promise<void>;
  clear(sessionId: string): Promise<void>;
}

export function createProviderThreads(db: LocalDatabase): ProviderThreads {
  const select = db.prepare<[string, string], { thread_id: string }>(
    `SELECT thread_id FROM provider_threads WHERE session_id = ? AND provider = ?`,
  );
  const upsert = db.prepare(
    `INSERT INTO provider_threads (session_id, provider, thread_id, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (session_id, provider) DO UPDATE SET thread_id = excluded.thread_id, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare(`DELETE FROM provider_threads WHERE session_id = ?`);

  return {
    get: async (sessionId, provider) => select.get(sessionId, provider)?.thread_id ?? null,
    set: async (sessionId, provider, threadId) =>
      void upsert.run(sessionId, provider, threadId, new Date().toISOString()),
    clear: async (sessionId) => void remove.run(sessionId),
  };
}

/**
 * The same in Redis: one hash per session, kept as long as the session's records (retention).
 * Decision: a read Redis cannot answer starts a new thread (logged), as a first question would;
 * a write or a clear it cannot take is logged, and the answer or the new conversation goes on.
 */
export function createRedisProviderThreads(redis: IORedis, { retentionDays }: { retentionDays: number }) {
  const key = (sessionId: string) => `${REDIS_KEY_PREFIX}threads:${sessionId}`;
  const ttlSeconds = retentionDays * 24 * 60 * 60;
  const logged =
    <T>(event: string, fallback: T) =>
    (error: unknown) => {
      log.warn(event, { error });
      return fallback;
    };
  const threads: ProviderThreads = {
    get: (sessionId, provider) =>
      redis.hget(key(sessionId), provider).catch(logged('chat.threads_unavailable', null)),
    set: async (sessionId, provider, threadId) => {
      await redis
        .multi()
        .hset(key(sessionId), provider, threadId)
        .expire(key(sessionId), ttlSeconds)
        .exec()
        .catch(logged('chat.threads_unsaved', null));
    },
    clear: async (sessionId) => {
      await redis.del(key(sessionId)).catch(logged('chat.threads_unsaved', 0));
    },
  };
  return threads;
}
