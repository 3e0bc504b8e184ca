import type { ChatProviderName } from '@/lib/config';
import { log } from '@/lib/log';
import { HISTORY_LIMIT } from './constants';
import type { MetricsLog } from './metrics';
import type { ChatProvider, ChatResult, ProviderRequest } from './providers/types';
import { quoteActionFor } from './quote-intent';
import { isServerSessionId, newSessionId } from './session-id';
import type { ChatRecordsStore } from './store/types';
import type { TurnsInFlight } from './turns-in-flight';
import {
  limitSources,
  limitSuggestions,
  type ChatRequest,
  type ChatResponse,
  type HistoryMessage,
  type LogRecord,
} from './types';

/** A request named a provider this deployment has not configured: a 503, never a silent switch. */
export class ProviderNotConfiguredError extends Error {
  constructor(readonly provider: ChatProviderName) {
    super(`The ${provider} chat provider is not configured`);
    this.name = 'ProviderNotConfiguredError';
  }
}

/** The provider did not answer within its timeout. */
export class ChatTimeoutError extends Error {
  constructor(
    readonly provider: ChatProviderName,
    readonly timeoutMs: number,
  ) {
    super(`The ${provider} provider did not answer within ${timeoutMs} ms`);
    this.name = 'ChatTimeoutError';
  }
}

/** The provider answered with an error and no answer (for example `Vectara error: 500`). */
export class ProviderFailedError extends Error {
  constructor(
    readonly provider: ChatProviderName,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderFailedError';
  }
}

export interface ChatDependencies {
  store: ChatRecordsStore;
  providers: Partial<Record<ChatProviderName, ChatProvider>>;
  defaultProvider: ChatProviderName;
  agentPrompt: () => Promise<string>;
  metrics: MetricsLog;
  hostEnv: string;
  /** Turns still running, per session: clearing a session waits for its own. */
  inFlight: TurnsInFlight;
  now?: () => number;
}

function chooseProvider(
  requested: ChatProviderName | null | undefined,
  deps: ChatDependencies,
): ChatProvider {
  const name = requested ?? deps.defaultProvider;
  const provider = deps.providers[name];
  if (!provider) throw new ProviderNotConfiguredError(name);
  return provider;
}

async function answerWithin(provider: ChatProvider, request: Omit<ProviderRequest, 'signal'>) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ChatTimeoutError(provider.name, provider.timeoutMs));
    }, provider.timeoutMs);
  });
  try {
    return await Promise.race([provider.answer({ ...request, signal: controller.signal }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** History from the store, which only this session's id can reach; the browser's copy if it has none. */
async function loadHistory(sessionId: string, fromBrowser: HistoryMessage[], store: ChatRecordsStore) {
  try {
    const stored = await store.history(sessionId, HISTORY_LIMIT);
    return stored.length > 0 ? stored : fromBrowser.slice(-HISTORY_LIMIT);
  } catch (error) {
    log.warn('chat.history_failed', { store: store.name, error });
    return fromBrowser.slice(-HISTORY_LIMIT);
  }
}

type RecordBase = Omit<LogRecord, 'messageRole' | 'messageContent' | 'ragScore' | 'loggingTime'>;

const questionRecord = (base: RecordBase, message: string): LogRecord => ({
  ...base,
  messageRole: 'user',
  messageContent: message,
  ragScore: 0,
  loggingTime: 0,
});

/**
 * Awaited: an answer is acknowledged only once its records are committed (the embedded store
 * commits turns arriving together in one transaction, and each caller waits for its own). A
 * failed write is logged and swallowed, as the spec has it: it never breaks the answer.
 */
async function writeRecords(store: ChatRecordsStore, records: LogRecord[]): Promise<void> {
  try {
    await store.log(records);
  } catch (error) {
    log.warn('chat.log_failed', { store: store.name, error });
  }
}

/**
 * One chat turn: load history, pick the provider, answer within its timeout, log the question
 * and the answer (the question alone when no answer came), reply once the records are written.
 * A failed log write is logged and swallowed; it never breaks the answer.
 */
export function answerChat(request: ChatRequest, deps: ChatDependencies): Promise<ChatResponse> {
  const sessionId = isServerSessionId(request.sessionId) ? request.sessionId : newSessionId();
  return deps.inFlight.track(sessionId, answerTurn(request, sessionId, deps));
}

async function answerTurn(
  request: ChatRequest,
  sessionId: string,
  deps: ChatDependencies,
): Promise<ChatResponse> {
  const now = deps.now ?? (() => performance.now());
  const started = now();
  const known = sessionId === request.sessionId;
  const provider = chooseProvider(request.aiProvider, deps);

  const historyStarted = now();
  // A session this request just created has nothing stored yet; only the browser's copy can help.
  const history = known
    ? await loadHistory(sessionId, request.conversationHistory, deps.store)
    : request.conversationHistory.slice(-HISTORY_LIMIT);
  const databaseHistoryTime = now() - historyStarted;

  const turn = { sessionId, hostEnv: deps.hostEnv, databaseHistoryTime };
  let result: ChatResult;
  try {
    result = await answerWithin(provider, {
      message: request.message,
      history,
      prompt: await deps.agentPrompt(),
      sessionId,
      vectaraChatId: request.vectaraChatId ?? null,
    });
  } catch (error) {
    // The visitor's question is kept even when no answer came: the record of what was asked
    // must not depend on the provider being up.
    await writeRecords(deps.store, [
      questionRecord(
        {
          ...turn,
          vectaraSearchTime: 0,
          totalResponseTime: now() - started,
          vectaraChatId: null,
          vectaraTurnId: null,
          timestamp: new Date().toISOString(),
        },
        request.message,
      ),
    ]);
    throw error;
  }
  const totalResponseTime = now() - started;

  const loggingStarted = now();
  const timestamp = new Date().toISOString();
  const base = {
    ...turn,
    vectaraSearchTime: result.searchTimeMs,
    totalResponseTime,
    vectaraChatId: result.chatId,
    vectaraTurnId: result.turnId,
    timestamp,
  };
  const records: LogRecord[] = [questionRecord(base, request.message)];
  if (result.context) {
    records.push({
      ...base,
      messageRole: 'assistant',
      messageContent: result.context,
      ragScore: result.score,
      loggingTime: 0,
    });
  }
  await writeRecords(deps.store, records);
  const loggingTime = now() - loggingStarted;

  if (!result.context && result.error) throw new ProviderFailedError(provider.name, result.error);

  const performanceMetrics = {
    vectaraSearchTime: result.searchTimeMs,
    totalResponseTime,
    databaseHistoryTime,
    loggingTime,
  };
  deps.metrics.record({ ...performanceMetrics, at: timestamp, provider: provider.name });
  return {
    response: result.context,
    message: result.context,
    sessionId,
    vectaraChatId: result.chatId,
    vectaraTurnId: result.turnId,
    sources: limitSources(result.sources),
    performanceMetrics,
    action: result.action === undefined ? quoteActionFor(request.message, history) : result.action,
    suggestions: limitSuggestions(result.suggestions ?? []),
  };
}
