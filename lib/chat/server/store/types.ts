import 'server-only';
import type { HistoryMessage, PerformanceMetrics } from '@/lib/chat/wire';

/** One log record (charlie-chat.md section 3): a question or an answer, with the turn's timings. */
export interface LogRecord extends PerformanceMetrics {
  sessionId: string;
  messageRole: 'user' | 'assistant';
  messageContent: string;
  ragScore: number;
  timestamp: string;
  vectaraChatId: string | null;
  vectaraTurnId: string | null;
  hostEnv: string;
  /** Not in the spec's record: names an answer so the visitor's feedback can be stored with it. */
  answerId?: string;
}

export interface ChatSession {
  sessionId: string;
  createdAt: string;
  lastActivityAt: string;
  messageCount: number;
}

export interface SessionAnalytics {
  sessionId: string;
  messageCount: number;
  userMessages: number;
  assistantMessages: number;
  /** Mean total response time of the session's answers, in milliseconds. */
  averageResponseTimeMs: number | null;
  firstMessageAt: string | null;
  lastMessageAt: string | null;
}

/**
 * Where chat log records, history and sessions live: the rates API's /charlie-ai/chat endpoints
 * when it is configured, a local database file otherwise. Both pass one contract suite.
 */
export interface ChatRecordsStore {
  readonly name: 'rates-api' | 'embedded';
  /** Writes the log records of one chat turn (the question, and the answer when there is one). */
  log(records: LogRecord[]): Promise<void>;
  /** The session's latest messages, oldest first. */
  history(sessionId: string, limit: number): Promise<HistoryMessage[]>;
  createSession(sessionId: string): Promise<void>;
  getSession(sessionId: string): Promise<ChatSession | null>;
  analytics(sessionId: string): Promise<SessionAnalytics | null>;
  deleteSession(sessionId: string): Promise<void>;
  /**
   * Stores whether an answer helped, with the answer's record. False when the session has no
   * answer of that id (nothing is stored then).
   */
  feedback(sessionId: string, answerId: string, helpful: boolean): Promise<boolean>;
}
