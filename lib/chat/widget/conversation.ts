// zod/mini: the same schemas at a fraction of the bytes, since this ships to the browser.
import * as z from 'zod/mini';
import { HISTORY_MESSAGE_MAX_CHARS, MAX_SOURCES, WIDGET_HISTORY_MESSAGES } from '@/lib/chat/constants';
import { GREETING } from '@/lib/chat/messages';
import { chatActionSchema, sourceSchema, suggestionsSchema } from '@/lib/chat/wire';

/** The widget's conversation: its messages and one reducer for every change to them. */

const FEEDBACK_CHOICES = ['helpful', 'not-helpful'] as const;
export type FeedbackChoice = (typeof FEEDBACK_CHOICES)[number];

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  sources: z.optional(z.array(sourceSchema).check(z.maxLength(MAX_SOURCES))),
  action: z.optional(chatActionSchema),
  /** Questions Charlie offered instead of an answer; choosing one asks it. */
  suggestions: z.optional(suggestionsSchema),
  /** Notices and errors are shown as Charlie's messages but are not part of the conversation. */
  kind: z._default(z.enum(['message', 'notice', 'error']), 'message'),
  /** The server's id for an answer: feedback names it. */
  answerId: z.optional(z.string()),
  /** What the visitor said of the answer. */
  feedback: z.optional(z.enum(FEEDBACK_CHOICES)),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const WELCOME_ID_PREFIX = 'welcome-';

export function createMessage(
  role: ChatMessage['role'],
  content: string,
  extra: Partial<Pick<ChatMessage, 'sources' | 'kind' | 'action' | 'suggestions' | 'answerId'>> = {},
  now: Date = new Date(),
): ChatMessage {
  const random = Math.random().toString(36).slice(2, 10);
  return {
    id: `${role}-${now.getTime()}-${random}`,
    role,
    content,
    timestamp: now.toISOString(),
    kind: 'message',
    ...extra,
  };
}

export const welcomeMessage = (now: Date = new Date()): ChatMessage => ({
  id: `${WELCOME_ID_PREFIX}${now.getTime()}`,
  role: 'assistant',
  content: GREETING,
  timestamp: now.toISOString(),
  kind: 'message',
});

export const isWelcome = (message: ChatMessage) => message.id.startsWith(WELCOME_ID_PREFIX);

interface ConversationState {
  /** Null for the 150 ms between clearing a conversation and starting the next. */
  sessionId: string | null;
  messages: ChatMessage[];
  loading: boolean;
  /** 0 on a first try, 1 once a timed-out message is being retried. */
  retryCount: number;
  vectaraChatId: string | null;
  vectaraTurnId: string | null;
}

type ConversationAction =
  | {
      type: 'started';
      sessionId: string;
      restored?: {
        messages: ChatMessage[];
        vectaraChatId: string | null;
        vectaraTurnId: string | null;
      } | null;
    }
  | { type: 'sent'; message: ChatMessage }
  | { type: 'timedOut'; notice: ChatMessage }
  | {
      type: 'answered';
      message: ChatMessage;
      sessionId: string;
      vectaraChatId: string | null;
      vectaraTurnId: string | null;
    }
  | { type: 'failed'; error: ChatMessage; timeout: boolean }
  /** The visitor pressed Stop: the question stays, a notice says the answer was stopped. */
  | { type: 'stopped'; notice: ChatMessage }
  /** The visitor pressed Retry on an error: the error goes, the same question is sent again. */
  | { type: 'retried' }
  | { type: 'rated'; messageId: string; feedback: FeedbackChoice }
  | { type: 'cleared'; welcome: ChatMessage };

export const initialConversation = (welcome: ChatMessage): ConversationState => ({
  sessionId: null,
  messages: [welcome],
  loading: false,
  retryCount: 0,
  vectaraChatId: null,
  vectaraTurnId: null,
});

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'started': {
      const restored = action.restored;
      return restored && restored.messages.length > 0
        ? { ...state, sessionId: action.sessionId, ...restored }
        : { ...state, sessionId: action.sessionId };
    }
    case 'sent':
      return { ...state, loading: true, retryCount: 0, messages: [...state.messages, action.message] };
    case 'timedOut':
      return { ...state, retryCount: state.retryCount + 1, messages: [...state.messages, action.notice] };
    case 'answered':
      return {
        ...state,
        loading: false,
        retryCount: 0,
        sessionId: action.sessionId,
        vectaraChatId: action.vectaraChatId,
        vectaraTurnId: action.vectaraTurnId,
        messages: [...state.messages, action.message],
      };
    case 'failed':
      return {
        ...state,
        loading: false,
        retryCount: action.timeout ? state.retryCount : 0,
        messages: [...state.messages, action.error],
      };
    case 'stopped':
      return { ...state, loading: false, retryCount: 0, messages: [...state.messages, action.notice] };
    case 'retried':
      return {
        ...state,
        loading: true,
        retryCount: 0,
        messages: state.messages.at(-1)?.kind === 'error' ? state.messages.slice(0, -1) : state.messages,
      };
    case 'rated':
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.id === action.messageId ? { ...message, feedback: action.feedback } : message,
        ),
      };
    case 'cleared':
      return initialConversation(action.welcome);
  }
}

/**
 * The question a Retry sends again: the last thing the visitor asked, when what followed it is
 * only an error (and the notices before it). Null when there is nothing to retry.
 */
export function retryableQuestion(
  state: ConversationState,
): { question: ChatMessage; before: ChatMessage[] } | null {
  if (state.loading || state.messages.at(-1)?.kind !== 'error') return null;
  const index = state.messages.findLastIndex((message) => message.role === 'user');
  const question = state.messages[index];
  if (!question || state.messages.slice(index + 1).some((message) => message.kind === 'message')) return null;
  return { question, before: state.messages.slice(0, index) };
}

/** A send is ignored when there is nothing to send, or while an answer or a new session is pending. */
export const canSend = (state: ConversationState, text: string) =>
  text.trim().length > 0 && !state.loading && state.sessionId !== null;

export const canStartOver = (state: ConversationState) =>
  !state.loading && state.messages.some((message) => !isWelcome(message));

/** What the server is told of the conversation so far: real turns only, newest last, bounded. */
export const historyFor = (messages: ChatMessage[]) =>
  messages
    .filter((message) => message.kind === 'message' && !isWelcome(message))
    .slice(-WIDGET_HISTORY_MESSAGES)
    .map(({ role, content, timestamp }) => ({
      role,
      content: content.slice(0, HISTORY_MESSAGE_MAX_CHARS),
      timestamp,
    }));
