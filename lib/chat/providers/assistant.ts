import OpenAI from 'openai';
import type { Response as OpenAIResponse } from 'openai/resources/responses/responses';
import {
  ASSISTANT_CHAT_TIMEOUT_MS,
  ASSISTANT_TEMPERATURE,
  RUN_POLL_INTERVAL_MS,
  RUN_POLL_MAX_ATTEMPTS,
} from '../constants';
import { ASSISTANT_ERRORS, CONFIGURATION_ERRORS } from '../messages';
import type { ProviderThreads } from '../store/provider-threads';
import { answerScore } from './gpt';
import type { ChatProvider, ChatResult, ProviderRequest } from './types';

/**
 * The `assistant` provider. OpenAI retired the Assistants API (threads and runs) on 2026-08-26;
 * this keeps its observable behaviour on the successor: a Conversation plays the thread (one per
 * session, kept on the server), a background Response plays the run, polled every second at
 * most 120 times through queued and in_progress to a final state.
 */

export interface AssistantSettings {
  apiKey?: string | null;
  model?: string | null;
  baseUrl?: string | null;
}

/** A failure with one of the spec's assistant texts. */
class AssistantError extends Error {}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The final states a background response can reach, and the text each failure shows. */
const FAILED_STATES: Partial<Record<OpenAIResponse['status'] & string, string>> = {
  failed: ASSISTANT_ERRORS.runFailed,
  cancelled: ASSISTANT_ERRORS.runCancelled,
  incomplete: ASSISTANT_ERRORS.runExpired,
};

function outputText(response: OpenAIResponse): string {
  return response.output
    .flatMap((item) => (item.type === 'message' ? item.content : []))
    .flatMap((part) => (part.type === 'output_text' ? [part.text] : []))
    .join('')
    .trim();
}

const statusOf = (error: unknown) => (error instanceof OpenAI.APIError ? (error.status ?? 0) : 0);

export function createAssistantProvider(
  settings: AssistantSettings,
  threads: Pick<ProviderThreads, 'get' | 'set'>,
  sleep: (ms: number) => Promise<void> = defaultSleep,
): ChatProvider {
  const { apiKey, model } = settings;
  if (!apiKey || !model) throw new Error(CONFIGURATION_ERRORS.assistant);
  const assistantModel: string = model;
  const client = new OpenAI({ apiKey, baseURL: settings.baseUrl ?? undefined, maxRetries: 0 });

  /** Adds the visitor's message to the session's conversation, making one when there is none or the stored one is gone. */
  async function addMessage(sessionId: string, message: string, signal: AbortSignal): Promise<string> {
    let conversationId = threads.get(sessionId, 'assistant');
    for (let attempt = 0; ; attempt++) {
      if (!conversationId) {
        try {
          conversationId = (await client.conversations.create({ metadata: { sessionId } }, { signal })).id;
        } catch {
          throw new AssistantError(ASSISTANT_ERRORS.threadCreationFailed);
        }
        threads.set(sessionId, 'assistant', conversationId);
      }
      try {
        await client.conversations.items.create(
          conversationId,
          { items: [{ type: 'message', role: 'user', content: message }] },
          { signal },
        );
        return conversationId;
      } catch (error) {
        // An invalid (expired or deleted) conversation: start a new one, once.
        if (statusOf(error) === 404 && attempt === 0) {
          conversationId = null;
          continue;
        }
        throw new AssistantError(ASSISTANT_ERRORS.addMessageFailed(statusOf(error)));
      }
    }
  }

  async function run(conversationId: string, prompt: string, signal: AbortSignal): Promise<OpenAIResponse> {
    let response: OpenAIResponse;
    try {
      response = await client.responses.create(
        {
          model: assistantModel,
          conversation: conversationId,
          instructions: prompt,
          temperature: ASSISTANT_TEMPERATURE,
          background: true,
          store: true,
        },
        { signal },
      );
    } catch {
      throw new AssistantError(ASSISTANT_ERRORS.runFailed);
    }
    for (let polls = 0; response.status !== 'completed'; polls++) {
      const failure = response.status ? FAILED_STATES[response.status] : undefined;
      if (failure) throw new AssistantError(failure);
      if (polls === RUN_POLL_MAX_ATTEMPTS) {
        await client.responses.cancel(response.id).catch(() => undefined);
        throw new AssistantError(ASSISTANT_ERRORS.runTimedOut);
      }
      await sleep(RUN_POLL_INTERVAL_MS);
      try {
        response = await client.responses.retrieve(response.id, {}, { signal });
      } catch {
        throw new AssistantError(ASSISTANT_ERRORS.statusCheckFailed);
      }
    }
    return response;
  }

  return {
    name: 'assistant',
    // Longer than 120 polls, so the provider's own "timed out after 2 minutes" is what is reported.
    timeoutMs: ASSISTANT_CHAT_TIMEOUT_MS + 10_000,
    async answer({ message, prompt, sessionId, signal }: ProviderRequest): Promise<ChatResult> {
      const started = performance.now();
      const result = (context: string, turnId: string | null, error?: string): ChatResult => ({
        sources: [],
        context,
        score: context ? answerScore(context) : 0,
        chatId: null,
        turnId,
        searchTimeMs: performance.now() - started,
        ...(error ? { error } : {}),
      });
      try {
        const conversationId = await addMessage(sessionId, message, signal);
        const response = await run(conversationId, prompt, signal);
        let text: string;
        try {
          text = outputText(response);
        } catch {
          throw new AssistantError(ASSISTANT_ERRORS.messagesFailed);
        }
        if (!text) throw new AssistantError(ASSISTANT_ERRORS.noResponse);
        return result(text, response.id);
      } catch (error) {
        if (signal.aborted) throw error;
        return result('', null, error instanceof AssistantError ? error.message : ASSISTANT_ERRORS.runFailed);
      }
    },
  };
}
