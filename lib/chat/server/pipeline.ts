import 'server-only';
import {
  attemptTimeoutMs,
  HISTORY_LIMIT,
  SERVER_DEADLINE_MARGIN_MS,
  type ChatProviderName,
} from '@/lib/chat/constants';
import { log } from '@/lib/log';
import type { MetricsLog } from '@/lib/chat/server/metrics';
import type { ChatProvider, ChatResult, ProviderRequest } from '@/lib/chat/server/providers/types';
import { quoteActionFor } from '@/lib/chat/server/quote-intent';
import type { QuestionLedger } from '@/lib/chat/server/question-ledger';
import type { ChatRecordsStore, LogRecord } from '@/lib/chat/server/store/types';
import type { TurnsInFlight } from '@/lib/chat/server/turns-in-flight';
import { isServerSessionId, newSessionId } from '@/lib/chat/session-id';
import {
  limitSources,
  limitSuggestions,
  type ChatRequest,
  type ChatResponse,
  type HistoryMessage,
} from '@/lib/chat/wire';

/** A request named a provider this deployment has not configured: a 503, never a silent switch. */
export class ProviderNotConfiguredError extends Error {
  constructor(readonly provider: ChatProviderName) {
    super(`The ${provider} chat provider is not configured`);
    this.name = 'ProviderNotConfiguredError';
  }
}

/** The provider did not answer before this try's deadline. */
export class ProviderTimeoutError extends Error {
  constructor(
    readonly provider: ChatProviderName,
    readonly timeoutMs: number,
  ) {
    super(`The ${provider} provider did not answer within ${timeoutMs} ms`);
    this.name = 'ProviderTimeoutError';
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

/** The visitor's browser stopped waiting (Stop, a closed tab, its own timeout): the work is dropped. */
export class TurnAbandonedError extends Error {
  constructor(readonly provider: ChatProviderName) {
    super(`The visitor stopped waiting for the ${provider} provider`);
    this.name = 'TurnAbandonedError';
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
  /** Questions whose record is written: a retry of the same question is not recorded twice. */
  questions: QuestionLedger;
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

/** The server's deadline for this try: the widget's own, less a margin so the server answers first. */
const deadlineFor = (provider: ChatProviderName, attempt: 0 | 1) =>
  attemptTimeoutMs(provider, attempt) - SERVER_DEADLINE_MARGIN_MS;

/**
 * Runs the provider until it answers, the try's deadline passes or the visitor's browser gives up;
 * either of the last two aborts the provider's upstream call.
 */
async function answerWithin(
  provider: ChatProvider,
  request: Omit<ProviderRequest, 'signal'>,
  deadlineMs: number,
  visitor: AbortSignal | undefined,
): Promise<ChatResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbandon: (() => void) | undefined;
  const stopped = new Promise<never>((_, reject) => {
    // Rejected before the abort: a provider that rejects on abort must not win the race.
    timer = setTimeout(() => {
      reject(new ProviderTimeoutError(provider.name, deadlineMs));
      controller.abort();
    }, deadlineMs);
    onAbandon = () => {
      reject(new TurnAbandonedError(provider.name));
      controller.abort();
    };
    if (visitor?.aborted) onAbandon();
    else visitor?.addEventListener('abort', onAbandon, { once: true });
  });
  try {
    return await Promise.race([provider.answer({ ...request, signal: controller.signal }), stopped]);
  } finally {
    clearTimeout(timer);
    if (onAbandon) visitor?.removeEventListener('abort', onAbandon);
  }
}

const sameMessage = (a: HistoryMessage, b: HistoryMessage) => a.role === b.role && a.content === b.content;

/** Whether every stored message appears, in order, in the browser's copy. */
function agreesWith(stored: HistoryMessage[], browser: HistoryMessage[]): boolean {
  let at = 0;
  for (const message of browser) if (at < stored.length && sameMessage(stored[at]!, message)) at++;
  return at === stored.length;
}

/**
 * The conversation the provider sees, up to its own limit (gpt-4o 25, other gpt models and
 * Vectara 10). The store is asked for HISTORY_LIMIT (8) messages per call, as the spec has it;
 * where the provider wants more, the widget's longer copy is used, but only when the store's
 * messages appear in it in order: a browser cannot rewrite what the session really said.
 */
async function loadHistory(
  sessionId: string,
  known: boolean,
  fromBrowser: HistoryMessage[],
  wanted: number,
  store: ChatRecordsStore,
  /** The question being asked again: its record, written by the earlier try, is not history. */
  repeated: string | null,
): Promise<HistoryMessage[]> {
  const browserCopy = fromBrowser.slice(-wanted);
  if (!known) return browserCopy;
  let stored: HistoryMessage[];
  try {
    stored = await store.history(sessionId, HISTORY_LIMIT);
  } catch (error) {
    log.warn('chat.history_failed', { store: store.name, error });
    return browserCopy;
  }
  const last = stored.at(-1);
  if (repeated !== null && last?.role === 'user' && last.content === repeated) stored = stored.slice(0, -1);
  if (stored.length === 0) return browserCopy;
  if (fromBrowser.length > stored.length && agreesWith(stored, fromBrowser)) return browserCopy;
  return stored.slice(-wanted);
}

/**
 * A session's first message registers the session with the store. A session this request just
 * made is new for certain; one the browser named is looked up first, as it may exist already.
 */
async function registerSession(store: ChatRecordsStore, sessionId: string, known: boolean): Promise<void> {
  try {
    if (!known || !(await store.getSession(sessionId))) await store.createSession(sessionId);
  } catch (error) {
    log.warn('chat.session_create_failed', { store: store.name, error });
  }
}

type TurnBase = Pick<LogRecord, 'sessionId' | 'hostEnv' | 'databaseHistoryTime'>;

/** Records the question, registering the session on its first message; returns how long that took. */
async function recordQuestion(
  store: ChatRecordsStore,
  {
    message,
    firstMessage,
    known,
    ...turn
  }: TurnBase & { message: string; firstMessage: boolean; known: boolean },
  now: () => number,
): Promise<number> {
  if (firstMessage) await registerSession(store, turn.sessionId, known);
  return writeRecords(
    store,
    [
      {
        ...turn,
        messageRole: 'user',
        messageContent: message,
        ragScore: 0,
        timestamp: new Date().toISOString(),
        vectaraSearchTime: 0,
        totalResponseTime: 0,
        loggingTime: 0,
        vectaraChatId: null,
        vectaraTurnId: null,
      },
    ],
    now,
  );
}

/**
 * Awaited: an answer is acknowledged only once its records are committed (the embedded store
 * commits turns arriving together in one transaction, and each caller waits for its own). A
 * failed write is logged and swallowed, as the spec has it: it never breaks the answer.
 * Returns how long the write took.
 */
async function writeRecords(
  store: ChatRecordsStore,
  records: LogRecord[],
  now: () => number,
): Promise<number> {
  const started = now();
  try {
    await store.log(records);
  } catch (error) {
    log.warn('chat.log_failed', { store: store.name, error });
  }
  return now() - started;
}

/**
 * One chat turn: load history, pick the provider, record the question while the provider answers
 * within this try's deadline, then record the answer and reply once both records are written.
 * `visitor` is the browser's request signal: when the browser stops waiting, so does the provider.
 */
export function answerChat(
  request: ChatRequest,
  deps: ChatDependencies,
  visitor?: AbortSignal,
): Promise<ChatResponse> {
  const sessionId = isServerSessionId(request.sessionId) ? request.sessionId : newSessionId();
  return deps.inFlight.track(sessionId, answerTurn(request, sessionId, deps, visitor));
}

async function answerTurn(
  request: ChatRequest,
  sessionId: string,
  deps: ChatDependencies,
  visitor: AbortSignal | undefined,
): Promise<ChatResponse> {
  const now = deps.now ?? (() => performance.now());
  const started = now();
  const known = sessionId === request.sessionId;
  const provider = chooseProvider(request.aiProvider, deps);
  const answerId = request.messageId ?? newAnswerId();
  const repeat = !deps.questions.claim(sessionId, request.messageId);

  const historyStarted = now();
  // A session this request just created has nothing stored yet; only the browser's copy can help.
  const history = await loadHistory(
    sessionId,
    known,
    request.conversationHistory,
    provider.historyMessages,
    deps.store,
    repeat ? request.message : null,
  );
  const databaseHistoryTime = now() - historyStarted;
  const firstMessage = history.length === 0;

  const turn: TurnBase = { sessionId, hostEnv: deps.hostEnv, databaseHistoryTime };
  // The question is recorded while the provider works: what was asked is kept even when no
  // answer comes, and a retry of the same question (same message id) is not recorded again.
  const questionWritten = repeat
    ? Promise.resolve(0)
    : recordQuestion(deps.store, { ...turn, message: request.message, firstMessage, known }, now);

  let result: ChatResult;
  try {
    result = await answerWithin(
      provider,
      {
        message: request.message,
        history,
        prompt: await deps.agentPrompt(),
        sessionId,
        vectaraChatId: request.vectaraChatId ?? null,
        repeat,
      },
      deadlineFor(provider.name, request.attempt),
      visitor,
    );
  } catch (error) {
    await questionWritten;
    throw error;
  }
  const totalResponseTime = now() - started;
  const questionLoggingTime = await questionWritten;

  if (!result.context && result.error) throw new ProviderFailedError(provider.name, result.error);

  const timestamp = new Date().toISOString();
  // The answer's record carries the time its question's record took: its own is not known yet.
  const answerLoggingTime = result.context
    ? await writeRecords(
        deps.store,
        [
          {
            ...turn,
            messageRole: 'assistant',
            messageContent: result.context,
            ragScore: result.score,
            timestamp,
            vectaraSearchTime: result.searchTimeMs,
            totalResponseTime,
            loggingTime: questionLoggingTime,
            vectaraChatId: result.chatId,
            vectaraTurnId: result.turnId,
            answerId,
          },
        ],
        now,
      )
    : 0;

  const performanceMetrics = {
    vectaraSearchTime: result.searchTimeMs,
    totalResponseTime,
    databaseHistoryTime,
    loggingTime: questionLoggingTime + answerLoggingTime,
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
    answerId,
  };
}

/** An answer the widget did not name (an older client) still gets an id feedback can use. */
function newAnswerId(): string {
  return `answer-${Date.now()}-${crypto.randomUUID().slice(0, 8)}`;
}
