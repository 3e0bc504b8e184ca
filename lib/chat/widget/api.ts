import * as z from 'zod/mini';
import type { ChatProviderName } from '@/lib/config';
import { CLEAR_ENDPOINT, MAX_SOURCES } from '../constants';
import { chatActionSchema, chatSourceSchema, chatSuggestionsSchema, type ChatAction } from './conversation';

/** The widget's two calls, /api/chat and /api/chat/clear, with a timeout and typed errors. */

export interface ChatCall {
  message: string;
  sessionId: string;
  conversationHistory: { role: 'user' | 'assistant'; content: string; timestamp: string }[];
  vectaraChatId: string | null;
  aiProvider: ChatProviderName;
}

const chatReplySchema = z.object({
  response: z.nullish(z.string()),
  message: z.nullish(z.string()),
  sessionId: z.nullish(z.string()),
  vectaraChatId: z.nullish(z.string()),
  vectaraTurnId: z.nullish(z.string()),
  sources: z.nullish(z.array(chatSourceSchema)),
  performanceMetrics: z.nullish(z.object({ totalResponseTime: z.optional(z.number()) })),
  // A reply whose extras are malformed still shows its answer: they are read apart below.
  action: z.optional(z.unknown()),
  suggestions: z.optional(z.unknown()),
});

export interface ChatReply {
  text: string;
  sessionId: string | null;
  vectaraChatId: string | null;
  vectaraTurnId: string | null;
  sources: z.infer<typeof chatSourceSchema>[];
  totalResponseTime: number | null;
  action: ChatAction | null;
  suggestions: string[];
}

export class ChatTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
    this.name = 'ChatTimeoutError';
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
    const body: unknown = await response.json();
    const parsed = z.object({ error: z.string().check(z.minLength(1)) }).safeParse(body);
    return parsed.success ? parsed.data.error : fallback;
  } catch {
    return fallback;
  }
}

function retryAfter(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

async function postJson(url: string, body: unknown, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (controller.signal.aborted) throw new ChatTimeoutError(timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export async function postChat(endpoint: string, call: ChatCall, timeoutMs: number): Promise<ChatReply> {
  const response = await postJson(endpointUrl(endpoint), { ...call, mode: 'chat' }, timeoutMs);
  // The server's own provider timeout is a timeout to the visitor too: it is retried the same way.
  if (response.status === 504) throw new ChatTimeoutError(timeoutMs);
  if (!response.ok) throw new ChatHttpError(response.status, await errorText(response), retryAfter(response));
  const parsed = chatReplySchema.safeParse(await response.json().catch(() => null));
  const text = parsed.success ? (parsed.data.response || parsed.data.message || '').trim() : '';
  if (!parsed.success || !text) throw new EmptyReplyError();
  return {
    text,
    sessionId: parsed.data.sessionId ?? null,
    vectaraChatId: parsed.data.vectaraChatId ?? null,
    vectaraTurnId: parsed.data.vectaraTurnId ?? null,
    sources: (parsed.data.sources ?? []).slice(0, MAX_SOURCES),
    totalResponseTime: parsed.data.performanceMetrics?.totalResponseTime ?? null,
    action: chatActionSchema.safeParse(parsed.data.action).data ?? null,
    suggestions: chatSuggestionsSchema.safeParse(parsed.data.suggestions).data ?? [],
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
