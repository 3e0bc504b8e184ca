import 'server-only';
import OpenAI from 'openai';
import type { ConversationItem } from 'openai/resources/conversations/items';
import type { Response as OpenAIResponse } from 'openai/resources/responses/responses';
import {
  ASSISTANT_TEMPERATURE,
  HISTORY_LIMIT,
  ASSISTANT_MESSAGES_LIMIT,
  RUN_POLL_INTERVAL_MS,
  RUN_POLL_MAX_ATTEMPTS,
} from '@/lib/chat/constants';
import { ASSISTANT_ERRORS, CONFIGURATION_ERRORS } from '@/lib/chat/messages';
import { log } from '@/lib/log';
import type { ProviderThreads } from '@/lib/chat/server/store/provider-threads';
import { answerScore } from '@/lib/chat/server/providers/gpt';
import type { ChatProvider, ChatResult, ProviderRequest } from '@/lib/chat/server/providers/types';

/**
 * The `assistant` provider. OpenAI retired the Assistants API (threads and runs) on 2026-08-26;
 * this keeps its observable behaviour on the successors, the Conversations and Responses APIs.
 *
 * | Spec (Assistants)                      | Here (Conversations / Responses)                   | Error text on failure                        |
 * |----------------------------------------|----------------------------------------------------|----------------------------------------------|
 * | POST /assistants                       | GET /models/{model}, once per process: the         | Assistant creation failed                    |
 * |                                        | "assistant" is the model plus the agent prompt     |                                              |
 * | POST threads, GET threads/{id}         | POST /conversations (one per session, id kept on   | Thread creation failed                       |
 * |                                        | the server)                                        |                                              |
 * | POST threads/{id}/messages             | POST /conversations/{id}/items; a 404 (the         | Failed to add message to thread: {status}    |
 * |                                        | conversation is gone) makes a new one, once        |                                              |
 * | POST threads/{id}/runs                 | POST /responses, background, on the conversation,  | Assistant run failed                         |
 * |                                        | instructions = agent prompt, temperature 0.2       |                                              |
 * | GET threads/{id}/runs/{runId}          | GET /responses/{id}, every second, 120 at most     | Failed to check run status                   |
 * | run status queued, in_progress         | status queued, in_progress: keep polling           |                                              |
 * | run status completed                   | status completed                                   |                                              |
 * | run status failed                      | status failed (response.error is logged)           | Assistant run failed                         |
 * | run status cancelled                   | status cancelled                                   | Assistant run was cancelled                  |
 * | run status expired                     | GET /responses/{id} answers 404: the stored        | Assistant run expired                        |
 * |                                        | response is gone                                   |                                              |
 * | (none)                                 | status incomplete (output cut short): the partial  | No assistant response found for this run,    |
 * |                                        | text is the answer, the reason is logged           | when there is no text at all                 |
 * | 120 polls without a final state        | POST /responses/{id}/cancel                        | Assistant run timed out after 2 minutes...   |
 * | GET threads/{id}/messages?limit=20     | GET /conversations/{id}/items?limit=20&order=desc, | Failed to get messages                       |
 * |   &order=desc                          | the run's own assistant messages                   |                                              |
 * | no assistant message for the run       | no output_text among the run's messages            | No assistant response found for this run     |
 *
 * When the try's deadline passes or the visitor stops waiting, the background response is
 * cancelled. A repeated question (a retry) first reads the conversation's latest item: when it
 * is already the visitor's question, the question is not added a second time.
 */

interface AssistantSettings {
  apiKey?: string | null;
  model?: string | null;
  baseUrl?: string | null;
}

/** A failure with one of the spec's assistant texts. */
class AssistantError extends Error {}

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

const abortableSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

const statusOf = (error: unknown) => (error instanceof OpenAI.APIError ? (error.status ?? 0) : 0);

/** The final states that are failures, and the spec's text for each. */
const FAILED_STATES: Partial<Record<NonNullable<OpenAIResponse['status']>, string>> = {
  failed: ASSISTANT_ERRORS.runFailed,
  cancelled: ASSISTANT_ERRORS.runCancelled,
};

const isUserMessage = (item: ConversationItem | undefined, text: string) =>
  item?.type === 'message' &&
  item.role === 'user' &&
  item.content.some((part) => part.type === 'input_text' && part.text === text);

/** The text of the run's own assistant messages, in the order the run wrote them. */
function runText(items: ConversationItem[], response: OpenAIResponse): string {
  const ids = new Set(response.output.flatMap((item) => (item.type === 'message' ? [item.id] : [])));
  return items
    .filter((item) => item.type === 'message' && item.role === 'assistant' && ids.has(item.id ?? ''))
    .reverse()
    .flatMap((item) => (item.type === 'message' ? item.content : []))
    .flatMap((part) => (part.type === 'output_text' ? [part.text] : []))
    .join('')
    .trim();
}

export function createAssistantProvider(
  settings: AssistantSettings,
  threads: Pick<ProviderThreads, 'get' | 'set'>,
  sleep: Sleep = abortableSleep,
): ChatProvider {
  const { apiKey, model } = settings;
  if (!apiKey || !model) throw new Error(CONFIGURATION_ERRORS.assistant);
  const assistantModel: string = model;
  const client = new OpenAI({ apiKey, baseURL: settings.baseUrl ?? undefined, maxRetries: 0 });
  let created: Promise<void> | undefined;

  /** The spec's "create the assistant": the configured model must exist. Checked once; a failure is tried again next time. */
  function ensureAssistant(signal: AbortSignal): Promise<void> {
    created ??= client.models.retrieve(assistantModel, { signal }).then(
      () => undefined,
      (error: unknown) => {
        created = undefined;
        if (signal.aborted) throw error;
        throw new AssistantError(ASSISTANT_ERRORS.creationFailed);
      },
    );
    return created;
  }

  async function alreadyAsked(conversationId: string, message: string, signal: AbortSignal) {
    try {
      const latest = await client.conversations.items.list(
        conversationId,
        { limit: 1, order: 'desc' },
        { signal },
      );
      return isUserMessage(latest.data[0], message);
    } catch {
      return false;
    }
  }

  /** Adds the visitor's message to the session's conversation, making one when there is none or the stored one is gone. */
  async function addMessage(request: ProviderRequest): Promise<string> {
    const { sessionId, message, signal } = request;
    let conversationId = await threads.get(sessionId, 'assistant');
    if (conversationId && request.repeat && (await alreadyAsked(conversationId, message, signal)))
      return conversationId;
    for (let attempt = 0; ; attempt++) {
      if (!conversationId) {
        try {
          conversationId = (await client.conversations.create({ metadata: { sessionId } }, { signal })).id;
        } catch (error) {
          if (signal.aborted) throw error;
          throw new AssistantError(ASSISTANT_ERRORS.threadCreationFailed);
        }
        await threads.set(sessionId, 'assistant', conversationId);
      }
      try {
        await client.conversations.items.create(
          conversationId,
          { items: [{ type: 'message', role: 'user', content: message }] },
          { signal },
        );
        return conversationId;
      } catch (error) {
        if (signal.aborted) throw error;
        if (statusOf(error) === 404 && attempt === 0) {
          conversationId = null;
          continue;
        }
        throw new AssistantError(ASSISTANT_ERRORS.addMessageFailed(statusOf(error)));
      }
    }
  }

  async function poll(response: OpenAIResponse, signal: AbortSignal): Promise<OpenAIResponse> {
    for (let polls = 0; response.status === 'queued' || response.status === 'in_progress'; polls++) {
      if (polls === RUN_POLL_MAX_ATTEMPTS) {
        await client.responses.cancel(response.id).catch(() => undefined);
        throw new AssistantError(ASSISTANT_ERRORS.runTimedOut);
      }
      await sleep(RUN_POLL_INTERVAL_MS, signal);
      try {
        response = await client.responses.retrieve(response.id, {}, { signal });
      } catch (error) {
        if (signal.aborted) throw error;
        throw new AssistantError(
          statusOf(error) === 404 ? ASSISTANT_ERRORS.runExpired : ASSISTANT_ERRORS.statusCheckFailed,
        );
      }
    }
    const failure = response.status ? FAILED_STATES[response.status] : undefined;
    if (failure) {
      log.warn('chat.assistant_run_ended', {
        status: response.status,
        error: response.error?.message ?? null,
      });
      throw new AssistantError(failure);
    }
    if (response.status === 'incomplete') {
      log.warn('chat.assistant_run_incomplete', { reason: response.incomplete_details?.reason ?? null });
    }
    return response;
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
    } catch (error) {
      if (signal.aborted) throw error;
      throw new AssistantError(ASSISTANT_ERRORS.runFailed);
    }
    try {
      return await poll(response, signal);
    } catch (error) {
      // A run nobody waits for any more would still be billed to the end.
      if (signal.aborted) await client.responses.cancel(response.id).catch(() => undefined);
      throw error;
    }
  }

  async function messagesOf(conversationId: string, response: OpenAIResponse, signal: AbortSignal) {
    try {
      const page = await client.conversations.items.list(
        conversationId,
        { limit: ASSISTANT_MESSAGES_LIMIT, order: 'desc' },
        { signal },
      );
      return runText(page.data, response);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new AssistantError(ASSISTANT_ERRORS.messagesFailed);
    }
  }

  return {
    name: 'assistant',
    // The conversation upstream carries the history; these are for the pipeline's own reading.
    historyMessages: HISTORY_LIMIT,
    async answer(request: ProviderRequest): Promise<ChatResult> {
      const { prompt, signal } = request;
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
        await ensureAssistant(signal);
        const conversationId = await addMessage(request);
        const response = await run(conversationId, prompt, signal);
        const text = await messagesOf(conversationId, response, signal);
        if (!text) throw new AssistantError(ASSISTANT_ERRORS.noResponse);
        return result(text, response.id);
      } catch (error) {
        if (signal.aborted) throw error;
        return result('', null, error instanceof AssistantError ? error.message : ASSISTANT_ERRORS.runFailed);
      }
    },
    async deleteThread(conversationId) {
      await client.conversations.delete(conversationId);
    },
  };
}
