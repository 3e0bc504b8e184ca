import 'server-only';
import { log } from '@/lib/log';
import type { ChatDependencies } from '@/lib/chat/server/pipeline';
import type { ProviderThreads } from '@/lib/chat/server/store/provider-threads';

/**
 * "Start new conversation" on the server: waits for the session's turns still running (an answer
 * on its way would otherwise be written after the clear), deletes its upstream conversation or
 * chat, logs the session's summary, then deletes its records. An upstream that cannot delete is
 * logged and the clear goes on: the visitor's new conversation does not depend on it. A failing
 * records store is thrown, so the caller can say the clear did not happen.
 */
export async function clearSession(
  sessionId: string,
  deps: Pick<ChatDependencies, 'inFlight' | 'providers' | 'store'>,
  threads: Pick<ProviderThreads, 'get' | 'clear'>,
): Promise<void> {
  await deps.inFlight.settled(sessionId);
  // Upstream first: the thread ids are read before they are forgotten.
  await Promise.all(
    Object.values(deps.providers).map(async (provider) => {
      const threadId = provider?.deleteThread && (await threads.get(sessionId, provider.name));
      if (!provider?.deleteThread || !threadId) return;
      try {
        await provider.deleteThread(threadId);
      } catch (error) {
        log.warn('chat.upstream_clear_failed', { provider: provider.name, error });
      }
    }),
  );
  await threads.clear(sessionId);
  try {
    const summary = await deps.store.analytics(sessionId);
    if (summary) log.info('chat.session_cleared', { ...summary });
  } catch (error) {
    log.warn('chat.analytics_failed', { store: deps.store.name, error });
  }
  await deps.store.deleteSession(sessionId);
}
