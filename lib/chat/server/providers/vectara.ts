import 'server-only';
import { z } from 'zod';
import { MAX_SOURCES, VECTARA_RERANKER, VECTARA_SNIPPET_CHARS, VECTARA } from '@/lib/chat/constants';
import { CHAT_ERRORS, CONFIGURATION_ERRORS, vectaraError } from '@/lib/chat/messages';
import type { ProviderThreads } from '@/lib/chat/server/store/provider-threads';
import type { HistoryMessage, Source } from '@/lib/chat/wire';
import type { ChatProvider, ChatResult, ProviderRequest } from '@/lib/chat/server/providers/types';

interface VectaraSettings {
  apiKey?: string | null;
  customerId?: string | null;
  corpusKeys?: string[] | null;
  baseUrl: string;
}

/** What is read of Vectara's ChatFullResponse (vectara-v2.openapi.yaml). */
const chatResponseSchema = z.object({
  chat_id: z.string().optional(),
  turn_id: z.string().optional(),
  answer: z.string().optional().default(''),
  search_results: z
    .array(
      z.object({
        text: z.string().optional().default(''),
        score: z.number().optional().default(0),
        document_id: z.string().optional(),
        document_metadata: z.record(z.string(), z.unknown()).optional().default({}),
      }),
    )
    .optional()
    .default([]),
});

/** What is read of Vectara's ListChatTurnsResponse: a retry looks for its question among them. */
const turnsSchema = z.object({
  turns: z
    .array(
      z.object({
        id: z.string(),
        query: z.string().optional().default(''),
        answer: z.string().optional().default(''),
        created_at: z.string().optional().default(''),
      }),
    )
    .optional()
    .default([]),
});

/** Visitor text inside a Velocity template: `$` and `#` would start directives, so they are escaped. */
const velocityText = (text: string) => text.replace(/\$/g, '${esc.d}').replace(/#/g, '${esc.h}');
const jsonString = (text: string) => JSON.stringify(velocityText(text));

/** Vectara's prompt template: the agent prompt, the last 10 history messages, the results, the question. */
export function promptTemplate(prompt: string, history: HistoryMessage[]): string {
  const messages = [
    `{"role": "system", "content": ${jsonString(prompt)}}`,
    ...history
      .slice(-VECTARA.historyMessages)
      .map((message) => `{"role": "${message.role}", "content": ${jsonString(message.content)}}`),
    `{"role": "user", "content": "Search results:\\n#foreach ($qResult in $vectaraQueryResults)[$esc.java($foreach.index + 1)] $esc.java($qResult.getText())\\n#end\\nQuestion: $esc.java($vectaraQuery)"}`,
  ];
  return `[${messages.join(', ')}]`;
}

function sourcesOf(results: z.infer<typeof chatResponseSchema>['search_results']): Source[] {
  const sources: Source[] = [];
  for (const result of results) {
    const meta = result.document_metadata;
    const url = typeof meta.url === 'string' ? meta.url : '';
    const title = typeof meta.title === 'string' ? meta.title : (result.document_id ?? 'Source');
    if (sources.some((source) => source.title === title && source.url === url)) continue;
    sources.push({ title, url, snippet: result.text.slice(0, VECTARA_SNIPPET_CHARS) });
    if (sources.length === MAX_SOURCES) break;
  }
  return sources;
}

/**
 * The `vectara` provider: Vectara v2 chats, grounded in the configured corpora. A session's chat
 * id is kept on the server, stored only after a successful turn. A repeated question first lists
 * the chat's turns: when the abandoned try's turn was made after all, its answer is given instead
 * of asking the same question a second time. Clearing a session deletes its chat.
 */
export function createVectaraProvider(
  settings: VectaraSettings,
  threads: Pick<ProviderThreads, 'get' | 'set'>,
): ChatProvider {
  const { apiKey, customerId, corpusKeys, baseUrl } = settings;
  if (!apiKey || !customerId || !corpusKeys?.length) throw new Error(CONFIGURATION_ERRORS.vectara);
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    'x-api-key': apiKey,
    'customer-id': customerId,
  };

  const chatUrl = (chatId: string) => `${baseUrl}/v2/chats/${encodeURIComponent(chatId)}`;

  /** The turn an abandoned try made for this very question, if it was the chat's last. */
  async function turnAlreadyMade(chatId: string, message: string, signal: AbortSignal) {
    try {
      const response = await fetch(`${chatUrl(chatId)}/turns`, { headers, signal });
      if (!response.ok) return null;
      const parsed = turnsSchema.safeParse(await response.json());
      const last = parsed.data?.turns.toSorted((a, b) => a.created_at.localeCompare(b.created_at)).at(-1);
      return last && last.query === message && last.answer.trim() ? last : null;
    } catch (error) {
      if (signal.aborted) throw error;
      return null;
    }
  }

  return {
    name: 'vectara',
    historyMessages: VECTARA.historyMessages,
    async deleteThread(chatId) {
      const response = await fetch(chatUrl(chatId), { method: 'DELETE', headers });
      if (!response.ok && response.status !== 404) throw new Error(vectaraError(response.status));
    },
    async answer({
      message,
      history,
      prompt,
      sessionId,
      repeat,
      signal,
    }: ProviderRequest): Promise<ChatResult> {
      const started = performance.now();
      const chatId = await threads.get(sessionId, 'vectara');
      const made = chatId && repeat ? await turnAlreadyMade(chatId, message, signal) : null;
      if (made) {
        return {
          sources: [],
          context: made.answer.trim(),
          score: 0,
          chatId,
          turnId: made.id,
          searchTimeMs: performance.now() - started,
        };
      }
      const body = {
        query: message,
        search: {
          corpora: corpusKeys.map((corpus_key) => ({
            corpus_key,
            lexical_interpolation: VECTARA.lexicalInterpolation,
          })),
          limit: VECTARA.searchLimit,
          context_configuration: {
            sentences_before: VECTARA.contextSentencesBefore,
            sentences_after: VECTARA.contextSentencesAfter,
          },
          reranker: {
            type: 'customer_reranker',
            reranker_name: VECTARA_RERANKER,
            limit: VECTARA.rerankerLimit,
          },
        },
        generation: {
          max_used_search_results: VECTARA.maxUsedSearchResults,
          response_language: VECTARA.responseLanguage,
          prompt_template: promptTemplate(prompt, history),
        },
        chat: { store: true },
        save_history: true,
        stream_response: false,
      };
      const url = chatId ? `${chatUrl(chatId)}/turns` : `${baseUrl}/v2/chats`;
      const failed = (error: string): ChatResult => ({
        sources: [],
        context: '',
        score: 0,
        chatId,
        turnId: null,
        searchTimeMs: performance.now() - started,
        error,
      });

      let response: Response;
      try {
        response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal });
      } catch (error) {
        if (signal.aborted) throw error;
        // No status to name: Vectara could not be reached, which the catalogue says in its own words.
        return failed(CHAT_ERRORS.server503);
      }
      if (!response.ok) return failed(vectaraError(response.status));
      const parsed = chatResponseSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) return failed(vectaraError(response.status));

      const answer = parsed.data;
      const newChatId = answer.chat_id ?? chatId;
      if (newChatId && newChatId !== chatId) await threads.set(sessionId, 'vectara', newChatId);
      return {
        sources: sourcesOf(answer.search_results),
        context: answer.answer.trim(),
        score: answer.search_results[0]?.score ?? 0,
        chatId: newChatId,
        turnId: answer.turn_id ?? null,
        searchTimeMs: performance.now() - started,
      };
    },
  };
}
