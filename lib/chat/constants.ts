/**
 * Charlie's constants, named as the spec names them (charlie-chat.md, section 9), and the site's
 * own limits, addresses and storage keys around them. Decision: the embedded answerer's scoring
 * weights stay beside the code that weighs (lib/chat/server/local): they are the algorithm, not
 * settings anyone tunes apart from it.
 */

/** The spec's three providers, and `local`: the embedded default that answers from the site's own content. */
export const CHAT_PROVIDERS = ['vectara', 'gpt', 'assistant', 'local'] as const;
export type ChatProviderName = (typeof CHAT_PROVIDERS)[number];

export const CHAT_TIMEOUT_MS = 30_000;
export const ASSISTANT_CHAT_TIMEOUT_MS = 120_000;
export const RETRY_CHAT_TIMEOUT_MS = 60_000;

/**
 * How long the widget waits for each try. Decision: the spec's 60 s retry is for the 30 s
 * providers; for the assistant a 60 s retry would be shorter than its 120 s first try, so its
 * retry gets the first try's time plus the same 60 s (180 s: a full 120-poll run fits in it).
 */
export function attemptTimeoutMs(provider: ChatProviderName, attempt: 0 | 1): number {
  const first = provider === 'assistant' ? ASSISTANT_CHAT_TIMEOUT_MS : CHAT_TIMEOUT_MS;
  if (attempt === 0) return first;
  return provider === 'assistant' ? first + RETRY_CHAT_TIMEOUT_MS : RETRY_CHAT_TIMEOUT_MS;
}

/**
 * The server gives up this much before the widget would, so its own answer (a 504 the widget
 * retries, or the provider's error) always arrives instead of the browser's silence.
 */
export const SERVER_DEADLINE_MARGIN_MS = 2_000;
export const LOG_HTTP_TIMEOUT_MS = 10_000;
export const AUTO_RETRY_DELAY_MS = 2_000;

export const STORED_MESSAGES_PER_SESSION = 50;
export const SESSION_COOKIE_DAYS = 1;
export const NEW_SESSION_DELAY_MS = 150;

export const HISTORY_LIMIT = 8;
export const METRICS_CAPACITY = 100;

/** Request bounds: a message, the history a browser may send, and the whole body. */
export const MESSAGE_MAX_CHARS = 2_000;
export const HISTORY_MAX_MESSAGES = 50;
export const HISTORY_MESSAGE_MAX_CHARS = 8_000;
export const CHAT_BODY_MAX_BYTES = 256 * 1024;
/** A clear or feedback request is a session id and a few fields. */
export const CLEAR_BODY_MAX_BYTES = 4 * 1024;
export const FEEDBACK_BODY_MAX_BYTES = 2 * 1024;
/** The abuse limits' window. */
export const LIMIT_WINDOW_MS = 60_000;

export const MAX_SOURCES = 3;
/** Questions offered when Charlie cannot answer one. */
export const MAX_SUGGESTIONS = 3;

/** The products the site's quote flow serves (site-and-lead-routing.md), as Charlie offers them. */
export const QUOTE_VERTICALS = [
  'auto',
  'home',
  'renters',
  'life',
  'health',
  'pet',
  'motorcycle',
  'business',
] as const;

export const GPT = {
  historyMessages: { 'gpt-4o': 25, default: 10 },
  tokenBudget: { 'gpt-4o': 128_000, default: 8_192 },
  historyBudgetShare: 0.9,
  charsPerToken: 4,
  maxTokens: { 'gpt-4o': 2_000, default: 1_000 },
  temperature: { 'gpt-4o': 0.1, default: 0.2 },
} as const;

export const ASSISTANT_TEMPERATURE = 0.2;
export const RUN_POLL_INTERVAL_MS = 1_000;
export const RUN_POLL_MAX_ATTEMPTS = 120;

/** gpt and assistant answers are scored by length: a substantive answer is trusted more. */
export const ANSWER_SCORE = { long: 0.8, short: 0.5, longerThanChars: 50 } as const;

export const VECTARA = {
  searchLimit: 9,
  contextSentencesBefore: 1,
  contextSentencesAfter: 1,
  rerankerLimit: 2,
  lexicalInterpolation: 0.005,
  maxUsedSearchResults: 2,
  responseLanguage: 'eng',
  historyMessages: 10,
} as const;

/** The widget's sizes and timings (charlie-chat.md sections 2, 4 and 9). */
export const WIDGET = {
  bubbleSizePx: 62,
  zIndex: 10_000,
  panelWidthPx: 449,
  /** At or below this viewport width the panel is full-screen (the spec's tablet breakpoint). */
  fullScreenMaxWidthPx: 768,
  inputMaxHeightPx: 100,
  panelAnimationMs: 300,
  tooltip: { showAfterMs: 2_000, visibleMs: 30_000, hideAnimationMs: 200 },
  waiting: { switchAfterMs: 5_000, rotateEveryMs: 3_500 },
} as const;

/** What the widget sends back as history: enough for the largest provider history (gpt-4o's 25). */
export const WIDGET_HISTORY_MESSAGES = 25;
export const CLEAR_ENDPOINT = '/api/chat/clear';
export const FEEDBACK_ENDPOINT = '/api/chat/feedback';

/** Starting questions in the empty panel: the CMS prompt configuration's, or the fallback's. */
export const STARTER_QUESTIONS_MAX = 4;

/** Published prompts change rarely; re-reading the CMS on every question would be waste. */
export const PROMPT_CACHE_MS = 5 * 60_000;

/** Reads (history, sessions) must be quick or the answer waits; writes get the spec's 10 s. */
export const RECORDS_READ_TIMEOUT_MS = 3_000;

/** The spec's GET messages?limit=20&order=desc. */
export const ASSISTANT_MESSAGES_LIMIT = 20;

/** Vectara's query: the reranker the spec names and the snippet length around each match. */
export const VECTARA_RERANKER = 'Rerank_Multilingual_v1';
export const VECTARA_SNIPPET_CHARS = 200;

/** Old records are looked for at most this often, and on the first write. */
export const RECORDS_PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Where the widget keeps its session id and each session's conversation in the browser. */
export const SESSION_COOKIE = 'charlie_session_id';
export const SESSION_STORAGE_KEY = 'charlie_session_id';

/** Every link in Charlie's answers is tagged utm_source=charlie. */
export const CHAT_UTM_SOURCE = 'charlie';
