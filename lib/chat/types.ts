import { z } from 'zod';
import { CHAT_PROVIDERS } from '@/lib/config';
import {
  HISTORY_MAX_MESSAGES,
  HISTORY_MESSAGE_MAX_CHARS,
  MAX_SOURCES,
  MAX_SUGGESTIONS,
  MESSAGE_MAX_CHARS,
  QUOTE_VERTICALS,
} from './constants';

/** The chat entities of charlie-chat.md section 3, as zod schemas and the types they infer. */

export const sourceSchema = z.object({ title: z.string(), url: z.string(), snippet: z.string() });
export type Source = z.infer<typeof sourceSchema>;

/** The widget's shape exactly: a turn with anything else in it is refused, not trusted. */
export const historyMessageSchema = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(HISTORY_MESSAGE_MAX_CHARS),
  timestamp: z.union([z.string().max(40), z.number()]),
});
export type HistoryMessage = z.infer<typeof historyMessageSchema>;

const providerIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);

/**
 * What the browser may send. Unknown keys (the legacy `secret` among them) are dropped: the
 * server adds its own secret where an upstream needs one. A malformed session id is not an
 * error; the pipeline replaces it with a fresh one.
 */
export const chatRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(MESSAGE_MAX_CHARS, `must be at most ${MESSAGE_MAX_CHARS} characters`),
  sessionId: z.string().max(200).optional(),
  conversationHistory: z.array(historyMessageSchema).max(HISTORY_MAX_MESSAGES).optional().default([]),
  vectaraChatId: providerIdSchema.nullish(),
  aiProvider: z.enum(CHAT_PROVIDERS).nullish(),
  mode: z.string().max(40).nullish(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export type QuoteVertical = (typeof QUOTE_VERTICALS)[number];

/** Something the visitor can do from the answer: start a quote for a vertical inside the panel. */
export const chatActionSchema = z.object({ type: z.literal('quote'), vertical: z.enum(QUOTE_VERTICALS) });
export type ChatAction = z.infer<typeof chatActionSchema>;

export interface PerformanceMetrics {
  vectaraSearchTime: number;
  totalResponseTime: number;
  databaseHistoryTime: number;
  loggingTime: number;
}

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
}

export const clearRequestSchema = z.object({
  sessionId: z.string().max(200),
  aiProvider: z.enum(CHAT_PROVIDERS).nullish(),
});

export interface LogRecord extends PerformanceMetrics {
  sessionId: string;
  messageRole: 'user' | 'assistant';
  messageContent: string;
  ragScore: number;
  timestamp: string;
  vectaraChatId: string | null;
  vectaraTurnId: string | null;
  hostEnv: string;
}

export const limitSources = (sources: Source[]) => sources.slice(0, MAX_SOURCES);
export const limitSuggestions = (suggestions: string[]) => suggestions.slice(0, MAX_SUGGESTIONS);
