import type { HistoryMessage, LogRecord } from '../types';

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
}
