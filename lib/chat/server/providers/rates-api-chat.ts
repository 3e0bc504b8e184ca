import 'server-only';
import axios from 'axios';
import { HISTORY_LIMIT, type ChatProviderName } from '@/lib/chat/constants';
import { CHAT_ERRORS } from '@/lib/chat/messages';
import type { RatesChatClient } from '@/lib/chat/server/rates-api-client';
import type { ChatProvider, ChatResult, ProviderRequest } from '@/lib/chat/server/providers/types';
import { chatReplySchema, limitSources } from '@/lib/chat/wire';

/**
 * The `rates-api` chat mode: the question is forwarded, as the spec's chat request, to the rates
 * API's POST /charlie-ai/chat, which answers with the provider it is named (`aiProvider`). This
 * server adds the chat secret and keeps its part of the flow: the session's history, its records
 * (through /log), the deadlines and the visitor's abort.
 */
export function createRatesApiChatProvider(name: ChatProviderName, api: RatesChatClient): ChatProvider {
  return {
    name,
    historyMessages: HISTORY_LIMIT,
    async answer({
      message,
      history,
      sessionId,
      vectaraChatId,
      signal,
    }: ProviderRequest): Promise<ChatResult> {
      const started = performance.now();
      const failed = (error: string): ChatResult => ({
        sources: [],
        context: '',
        score: 0,
        chatId: vectaraChatId,
        turnId: null,
        searchTimeMs: performance.now() - started,
        error,
      });
      let data: unknown;
      try {
        const response = await api.post(
          api.url(),
          { message, mode: 'chat', conversationHistory: history, sessionId, vectaraChatId, aiProvider: name },
          { signal },
        );
        data = response.data;
      } catch (error) {
        if (signal.aborted) throw error;
        const status = axios.isAxiosError(error) ? error.response?.status : undefined;
        return failed(status === 500 ? CHAT_ERRORS.server500 : CHAT_ERRORS.server503);
      }
      const reply = chatReplySchema.safeParse(data);
      const text = reply.success ? (reply.data.response || reply.data.message || '').trim() : '';
      if (!reply.success || !text) return failed(CHAT_ERRORS.emptyReply);
      return {
        sources: limitSources(reply.data.sources ?? []),
        context: text,
        score: 0,
        chatId: reply.data.vectaraChatId ?? vectaraChatId,
        turnId: reply.data.vectaraTurnId ?? null,
        searchTimeMs: performance.now() - started,
      };
    },
  };
}
