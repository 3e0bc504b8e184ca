// zod/mini: the route and the widget both import this, and the widget ships it to the browser.
import * as z from 'zod/mini';
import {
  CHAT_PROVIDERS,
  HISTORY_MAX_MESSAGES,
  HISTORY_MESSAGE_MAX_CHARS,
  MAX_SOURCES,
  MAX_SUGGESTIONS,
  MESSAGE_MAX_CHARS,
  QUOTE_VERTICALS,
} from './constants';

/**
 * Charlie's wire contract: what the widget sends to /api/chat, /api/chat/clear and
 * /api/chat/feedback, and what comes back (charlie-chat.md sections 3 and 7). The route parses
 * requests with these schemas and the widget parses replies with them, so neither side can
 * drift from the other.
 */

const chatProviderSchema = z.enum(CHAT_PROVIDERS);

export const sourceSchema = z.object({ title: z.string(), url: z.string(), snippet: z.string() });
export type Source = z.infer<typeof sourceSchema>;

/** A quote box shown with an answer: the visitor asked about price, buying or quotes. */
export const chatActionSchema = z.object({ type: z.literal('quote'), vertical: z.enum(QUOTE_VERTICALS) });
export type ChatAction = z.infer<typeof chatActionSchema>;
export type QuoteVertical = (typeof QUOTE_VERTICALS)[number];

export const suggestionsSchema = z.array(z.string()).check(z.maxLength(MAX_SUGGESTIONS));

/** The widget's shape exactly: a turn with anything else in it is refused, not trusted. */
export const historyMessageSchema = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: z.string().check(z.maxLength(HISTORY_MESSAGE_MAX_CHARS)),
  timestamp: z.union([z.string().check(z.maxLength(40)), z.number()]),
});
export type HistoryMessage = z.infer<typeof historyMessageSchema>;

/** Provider chat ids and the widget's message ids: short, and safe in a URL path. */
const opaqueIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/));

/** The widget's first try is attempt 0; the one automatic retry after a timeout is attempt 1. */
export const ATTEMPTS = [0, 1] as const;

/**
 * What the browser may send. Unknown keys (the legacy `secret` among them) are dropped: the
 * server adds its own secret where an upstream needs one. A malformed session id is not an
 * error; the pipeline replaces it with a fresh one.
 */
export const chatRequestSchema = z.object({
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'must not be empty'),
      z.maxLength(MESSAGE_MAX_CHARS, `must be at most ${MESSAGE_MAX_CHARS} characters`),
    ),
  sessionId: z.optional(z.string().check(z.maxLength(200))),
  conversationHistory: z._default(z.array(historyMessageSchema).check(z.maxLength(HISTORY_MAX_MESSAGES)), []),
  vectaraChatId: z.nullish(opaqueIdSchema),
  aiProvider: z.nullish(chatProviderSchema),
  mode: z.nullish(z.string().check(z.maxLength(40))),
  /** The widget's id for this question: a retry carries the same id, so nothing is added twice. */
  messageId: z.nullish(opaqueIdSchema),
  /** Which try this is: the server's deadline follows the widget's, so a retry really has longer. */
  attempt: z._default(z.union([z.literal(0), z.literal(1)]), 0),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;
export type ChatRequestInput = z.input<typeof chatRequestSchema>;

export const performanceMetricsSchema = z.object({
  vectaraSearchTime: z.number(),
  totalResponseTime: z.number(),
  databaseHistoryTime: z.number(),
  loggingTime: z.number(),
});
export type PerformanceMetrics = z.infer<typeof performanceMetricsSchema>;

/** What /api/chat answers. */
export interface ChatResponse {
  response: string;
  message: string;
  sessionId: string;
  vectaraChatId: string | null;
  vectaraTurnId: string | null;
  sources: Source[];
  performanceMetrics: PerformanceMetrics;
  /** A quote box to show with the answer, when the visitor asked about price, buying or quotes. */
  action: ChatAction | null;
  /** Questions Charlie can answer, offered when it could not answer this one. */
  suggestions: string[];
  /** The answer's record: feedback on the answer names it. */
  answerId: string;
}

/**
 * What the widget reads of a reply. Lenient on purpose: a configured endpoint may be an older
 * server that sends only `response` or `message`, and a reply whose extras are malformed still
 * shows its answer (the extras are read apart).
 */
export const chatReplySchema = z.object({
  response: z.nullish(z.string()),
  message: z.nullish(z.string()),
  sessionId: z.nullish(z.string()),
  vectaraChatId: z.nullish(z.string()),
  vectaraTurnId: z.nullish(z.string()),
  sources: z.nullish(z.array(sourceSchema)),
  performanceMetrics: z.nullish(z.object({ totalResponseTime: z.optional(z.number()) })),
  action: z.optional(z.unknown()),
  suggestions: z.optional(z.unknown()),
  answerId: z.optional(z.unknown()),
});

/** An error reply: `{ error }`, with the text the visitor may be shown. */
export const errorReplySchema = z.object({ error: z.string().check(z.minLength(1)) });

export const clearRequestSchema = z.object({
  sessionId: z.string().check(z.maxLength(200)),
  aiProvider: z.nullish(chatProviderSchema),
});

/** Whether an answer helped: the visitor's latest choice is the one kept. */
export const feedbackRequestSchema = z.object({
  sessionId: z.string().check(z.maxLength(200)),
  answerId: opaqueIdSchema,
  helpful: z.boolean(),
});

export const limitSources = (sources: Source[]) => sources.slice(0, MAX_SOURCES);
export const limitSuggestions = (suggestions: string[]) => suggestions.slice(0, MAX_SUGGESTIONS);
