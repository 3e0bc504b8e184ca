import { CLEAR_ENDPOINT, FEEDBACK_ENDPOINT, MAX_SOURCES, type ChatProviderName } from '@/lib/chat/constants';
import {
  chatActionSchema,
  chatReplySchema,
  errorReplySchema,
  suggestionsSchema,
  type ChatAction,
  type ChatRequestInput,
  type Source,
} from '@/lib/chat/wire';

/** The widget's calls, /api/chat, /api/chat/clear and /api/chat/feedback, with a timeout and typed errors. */

export type ChatCall = Required<
  Pick<ChatRequestInput, 'message' | 'sessionId' | 'vectaraChatId' | 'aiProvider' | 'messageId' | 'attempt'>
> & { conversationHistory: { role: 'user' | 'assistant'; content: string; timestamp: string }[] };

export interface ChatReply {
  text: string;
  sessionId: string | null;
  vectaraChatId: string | null;
  vectaraTurnId: string | null;
  sources: Source[];
  totalResponseTime: number | null;
  action: ChatAction | null;
  suggestions: string[];
  answerId: string | null;
}

export class ChatTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
    this.name = 'ChatTimeoutError';
  }
}

/** The visitor pressed Stop: not a failure, nothing to show or report. */
export class ChatStoppedError extends Error {
  constructor() {
    super('The visitor stopped waiting for the answer');
    this.name = 'ChatStoppedError';
  }
}

export class ChatHttpError extends Error {
  constructor(
    readonly status: number,
    /** The server's `{ error }` text, or `HTTP {status}: {status text}`. */
    readonly text: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(text);
    this.name = 'ChatHttpError';
  }
}

export class EmptyReplyError extends Error {
  constructor() {
    super('The chat reply had no answer');
    this.name = 'EmptyReplyError';
  }
}

/** Same-origin paths get the site's trailing slash, so a POST is never answered by a redirect. */
export function endpointUrl(endpoint: string): string {
  if (!endpoint.startsWith('/') || endpoint.startsWith('//')) return endpoint;
  const [path = '', query] = endpoint.split('?');
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  return query === undefined ? withSlash : `${withSlash}?${query}`;
}

async function errorText(response: Response): Promise<string> {
  const fallback = `HTTP ${response.status}: ${response.statusText || 'Error'}`;
  try {
    const parsed = errorReplySchema.safeParse(await response.json());
    return parsed.success ? parsed.data.error : fallback;
  } catch {
    return fallback;
  }
}

function retryAfter(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** A POST that gives up after `timeoutMs`, or when `stop` is aborted (the visitor's Stop). */
async function postJson(
  url: string,
  body: unknown,
  timeoutMs: number,
  stop?: AbortSignal,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onStop = () => controller.abort();
  stop?.addEventListener('abort', onStop, { once: true });
  try {
    if (stop?.aborted) throw new ChatStoppedError();
    return await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (stop?.aborted) throw new ChatStoppedError();
    if (controller.signal.aborted) throw new ChatTimeoutError(timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    stop?.removeEventListener('abort', onStop);
  }
}

export async function postChat(
  endpoint: string,
  call: ChatCall,
  timeoutMs: number,
  stop?: AbortSignal,
): Promise<ChatReply> {
  const response = await postJson(endpointUrl(endpoint), { ...call, mode: 'chat' }, timeoutMs, stop);
  // The server's own deadline is a timeout to the visitor too: it is retried the same way.
  if (response.status === 504) throw new ChatTimeoutError(timeoutMs);
  if (!response.ok) throw new ChatHttpError(response.status, await errorText(response), retryAfter(response));
  const parsed = chatReplySchema.safeParse(await response.json().catch(() => null));
  const text = parsed.success ? (parsed.data.response || parsed.data.message || '').trim() : '';
  if (!parsed.success || !text) throw new EmptyReplyError();
  const answerId = parsed.data.answerId;
  return {
    text,
    sessionId: parsed.data.sessionId ?? null,
    vectaraChatId: parsed.data.vectaraChatId ?? null,
    vectaraTurnId: parsed.data.vectaraTurnId ?? null,
    sources: (parsed.data.sources ?? []).slice(0, MAX_SOURCES),
    totalResponseTime: parsed.data.performanceMetrics?.totalResponseTime ?? null,
    action: chatActionSchema.safeParse(parsed.data.action).data ?? null,
    suggestions: suggestionsSchema.safeParse(parsed.data.suggestions).data ?? [],
    answerId: typeof answerId === 'string' && answerId.length > 0 ? answerId : null,
  };
}

/** Asks the server to forget the session's provider threads and history; a failure only warns. */
export async function postClear(sessionId: string, aiProvider: ChatProviderName, timeoutMs: number) {
  try {
    const response = await postJson(endpointUrl(CLEAR_ENDPOINT), { sessionId, aiProvider }, timeoutMs);
    if (!response.ok)
      console.warn(`Charlie could not clear the session on the server (HTTP ${response.status}).`);
  } catch (error) {
    console.warn('Charlie could not clear the session on the server.', error);
  }
}

/** Stores whether an answer helped; a failure only warns, the visitor's choice stays on screen. */
export async function postFeedback(sessionId: string, answerId: string, helpful: boolean, timeoutMs: number) {
  try {
    const response = await postJson(
      endpointUrl(FEEDBACK_ENDPOINT),
      { sessionId, answerId, helpful },
      timeoutMs,
    );
    if (!response.ok) console.warn(`Charlie could not save the feedback (HTTP ${response.status}).`);
  } catch (error) {
    console.warn('Charlie could not save the feedback.', error);
  }
}
