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
  log(record: LogRecord): Promise<void>;
  /** The session's latest messages, oldest first. */
  history(sessionId: string, limit: number): Promise<HistoryMessage[]>;
  createSession(sessionId: string): Promise<void>;
  getSession(sessionId: string): Promise<ChatSession | null>;
  analytics(sessionId: string): Promise<SessionAnalytics | null>;
  deleteSession(sessionId: string): Promise<void>;
}
