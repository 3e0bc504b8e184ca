import 'server-only';
import type { KnowledgeIndex } from '@/lib/knowledge/knowledge-index';
import { HISTORY_LIMIT } from '@/lib/chat/constants';
import { createAnswerer, type LocalAnswer } from '@/lib/chat/server/local/answerer';
import type { HistoryMessage } from '@/lib/chat/wire';
import { createAnswerCache } from '@/lib/chat/server/providers/answer-cache';
import type { ChatProvider, ChatResult, ProviderRequest } from '@/lib/chat/server/providers/types';

const CACHED_ANSWERS = 1_000;
/** The turns an answer can depend on: the last question and answer before this one. */
const CONTEXT_TURNS = 2;

/**
 * The embedded default: answers from the site's own Q&A entries and guides (lib/chat/local/),
 * with no model and no network. The conversation the widget sends resolves follow-ups.
 */
export function createLocalProvider(
  getIndex: () => Promise<KnowledgeIndex>,
  productName: string,
): ChatProvider {
  const cache = createAnswerCache<LocalAnswer>(CACHED_ANSWERS);
  let built: { index: KnowledgeIndex; answer: ReturnType<typeof createAnswerer> } | undefined;

  // Popular questions repeat: an answer depends only on the message and the turn before it.
  const cacheKey = (message: string, history: HistoryMessage[]) =>
    [...history.slice(-CONTEXT_TURNS).map((turn) => `${turn.role}:${turn.content}`), message].join('\u0000');

  return {
    name: 'local',
    historyMessages: HISTORY_LIMIT,
    async answer({ message, history }: ProviderRequest): Promise<ChatResult> {
      const started = performance.now();
      const index = await getIndex();
      if (built?.index !== index) {
        built = { index, answer: createAnswerer(index, productName) };
        cache.clear();
      }
      const key = cacheKey(message, history);
      let answered = cache.get(key);
      if (!answered) {
        answered = built.answer(message, history);
        cache.set(key, answered);
      }
      return {
        context: answered.text,
        sources: answered.sources,
        score: Number(answered.score.toFixed(2)),
        chatId: null,
        turnId: null,
        searchTimeMs: performance.now() - started,
        action: answered.action,
        suggestions: answered.suggestions,
      };
    },
  };
}
