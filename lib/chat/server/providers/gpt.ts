import 'server-only';
import OpenAI from 'openai';
import { ANSWER_SCORE } from '@/lib/chat/constants';
import { CHAT_ERRORS, CONFIGURATION_ERRORS } from '@/lib/chat/messages';
import { gptLimits, isGpt4o, trimHistory } from '@/lib/chat/server/providers/gpt-history';
import type { ChatProvider, ChatResult, ProviderRequest } from '@/lib/chat/server/providers/types';

interface GptSettings {
  apiKey?: string | null;
  model?: string | null;
  baseUrl?: string | null;
}

export const answerScore = (answer: string) =>
  answer.length > ANSWER_SCORE.longerThanChars ? ANSWER_SCORE.long : ANSWER_SCORE.short;

/** The `gpt` provider: one chat completion per question, with the agent prompt as the system message. */
export function createGptProvider(settings: GptSettings): ChatProvider {
  const { apiKey, model } = settings;
  if (!apiKey || !model) throw new Error(CONFIGURATION_ERRORS.gpt);
  // The widget owns retrying (it retries a timeout once), so the client does not retry as well.
  const client = new OpenAI({ apiKey, baseURL: settings.baseUrl ?? undefined, maxRetries: 0 });
  const limits = gptLimits(model);

  return {
    name: 'gpt',
    historyMessages: limits.historyMessages,
    async answer({ message, history, prompt, signal }: ProviderRequest): Promise<ChatResult> {
      const started = performance.now();
      const failed = (): ChatResult => ({
        sources: [],
        context: '',
        score: 0,
        chatId: null,
        turnId: null,
        searchTimeMs: performance.now() - started,
        error: CHAT_ERRORS.gptRunFailed,
      });
      try {
        const completion = await client.chat.completions.create(
          {
            model,
            messages: [
              { role: 'system', content: prompt },
              ...trimHistory(history, model, prompt.length + message.length).map((entry) => ({
                role: entry.role,
                content: entry.content,
              })),
              { role: 'user', content: message },
            ],
            max_tokens: limits.maxTokens,
            temperature: limits.temperature,
            stream: false,
            ...(isGpt4o(model) ? { response_format: { type: 'text' as const } } : {}),
          },
          { signal },
        );
        const answer = completion.choices[0]?.message.content?.trim() ?? '';
        if (!answer) return failed();
        return {
          sources: [],
          context: answer,
          score: answerScore(answer),
          chatId: null,
          turnId: null,
          searchTimeMs: performance.now() - started,
        };
      } catch (error) {
        if (signal.aborted) throw error;
        return failed();
      }
    },
  };
}
