import type { ChatProviderName } from '@/lib/config';
import type { ChatAction, HistoryMessage, Source } from '../types';

export interface ProviderRequest {
  message: string;
  history: HistoryMessage[];
  /** The agent prompt (system instructions), already assembled. */
  prompt: string;
  sessionId: string;
  vectaraChatId: string | null;
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
  readonly timeoutMs: number;
  answer(request: ProviderRequest): Promise<ChatResult>;
  /** Forgets the provider's thread data for a session (conversation, chat id). */
  clear?(sessionId: string): Promise<void>;
}
