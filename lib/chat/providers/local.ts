import type { SearchIndex } from '@/lib/knowledge/search-index';
import { terms } from '@/lib/knowledge/text';
import { CHAT_TIMEOUT_MS } from '../constants';
import { isAboutInsurance, isInstructionAttack, stateRulesQuestion, wantsPrices } from '../intent';
import { INSTRUCTIONS_REPLY, OFF_TOPIC_REPLY, QUOTE_NUDGE } from '../messages';
import { composeAnswer, stateRulesAnswer } from './local-answers';
import { createAnswerCache } from './answer-cache';
import type { ChatProvider, ChatResult, ProviderRequest } from './types';

const SEARCH_HITS = 6;
const CACHED_ANSWERS = 500;

/**
 * The embedded default: answers from the site's own guides with BM25 retrieval, no model and no
 * network. It never repeats its instructions and answers only insurance questions.
 */
export function createLocalProvider(getIndex: () => Promise<SearchIndex>): ChatProvider {
  const cache = createAnswerCache<Omit<ChatResult, 'searchTimeMs'>>(CACHED_ANSWERS);
  let cachedFor: SearchIndex | undefined;

  return {
    name: 'local',
    timeoutMs: CHAT_TIMEOUT_MS,
    async answer({ message }: ProviderRequest): Promise<ChatResult> {
      const started = performance.now();
      const result = (context: string, sources: ChatResult['sources'], score: number): ChatResult => ({
        context,
        sources,
        score,
        chatId: null,
        turnId: null,
        searchTimeMs: performance.now() - started,
      });

      if (isInstructionAttack(message)) return result(INSTRUCTIONS_REPLY, [], 0);
      if (!isAboutInsurance(message)) return result(OFF_TOPIC_REPLY, [], 0);

      const state = stateRulesQuestion(message);
      if (state) {
        const answer = stateRulesAnswer(state);
        return result(answer.text, answer.sources, 1);
      }

      const index = await getIndex();
      if (index !== cachedFor) {
        cache.clear();
        cachedFor = index;
      }
      const cached = cache.get(message);
      if (cached) return { ...cached, searchTimeMs: performance.now() - started };

      const hits = index.search(message, SEARCH_HITS);
      const answer = composeAnswer(message, hits, (url) => index.passagesOf(url));
      const text = wantsPrices(message) && hits.length > 0 ? `${answer.text}\n\n${QUOTE_NUDGE}` : answer.text;

      // The share of the question's terms the best passage contains: 1 when it covers them all.
      const queryTerms = new Set(terms(message));
      const score =
        hits[0] && queryTerms.size > 0 ? Math.min(1, hits[0].matchedTerms.length / queryTerms.size) : 0;
      const answered = result(text, answer.sources, Number(score.toFixed(2)));
      cache.set(message, answered);
      return answered;
    },
  };
}
