import 'server-only';
import type { ChatProviderName } from '@/lib/chat/constants';
import type { ChatAction, HistoryMessage, Source } from '@/lib/chat/wire';

export interface ProviderRequest {
  message: string;
  history: HistoryMessage[];
  /** The agent prompt (system instructions), already assembled. */
  prompt: string;
  sessionId: string;
  vectaraChatId: string | null;
  /**
   * True when this question (same session, same widget message id) was asked before: a retry
   * after a timeout, or the visitor's Retry. The upstream may hold it already.
   */
  repeat: boolean;
  /** Aborted when this try's deadline passes or the visitor's browser stops waiting. */
  signal: AbortSignal;
}

/** The spec's chat result (charlie-chat.md section 3), plus how long the search took. */
export interface ChatResult {
  sources: Source[];
  context: string;
  score: number;
  chatId: string | null;
  turnId: string | null;
  searchTimeMs: number;
  /** Set when the provider failed; the context is then empty. */
  error?: string;
  /** What the visitor can do next, when the provider knows better than the pipeline's own reading. */
  action?: ChatAction | null;
  /** Questions offered instead of an answer the provider could not give. */
  suggestions?: string[];
}

export interface ChatProvider {
  readonly name: ChatProviderName;
  /** How many earlier messages the provider is given (gpt-4o 25, other gpt models and Vectara 10). */
  readonly historyMessages: number;
  answer(request: ProviderRequest): Promise<ChatResult>;
  /**
   * Deletes the session's upstream conversation or chat (an OpenAI conversation, a Vectara chat),
   * given its id. The caller forgets the id and logs a failure; the visitor never sees one.
   */
  deleteThread?(threadId: string): Promise<void>;
}
