'use client';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { track } from '@/lib/analytics/track';
import {
  ASSISTANT_CHAT_TIMEOUT_MS,
  AUTO_RETRY_DELAY_MS,
  CHAT_TIMEOUT_MS,
  NEW_SESSION_DELAY_MS,
  RETRY_CHAT_TIMEOUT_MS,
} from '@/lib/chat/constants';
import { newSessionId } from '@/lib/chat/session-id';
import {
  ChatHttpError,
  ChatTimeoutError,
  postChat,
  postClear,
  type ChatCall,
  type ChatReply,
} from '@/lib/chat/widget/api';
import {
  canSend,
  canStartOver,
  conversationReducer,
  createMessage,
  historyFor,
  initialConversation,
  welcomeMessage,
} from '@/lib/chat/widget/conversation';
import { failureKind, failureText, timeoutText } from '@/lib/chat/widget/error-text';
import {
  forgetSession,
  loadStoredChat,
  rememberSessionId,
  resolveSessionId,
  saveStoredChat,
} from '@/lib/chat/widget/session';
import type { ChatProviderName } from '@/lib/config';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One message's call; a timed-out first try is retried inside the mutation. */
interface Attempt {
  call: ChatCall;
  timeoutMs: number;
}

interface Options {
  endpoint: string;
  provider: ChatProviderName;
  sessionId?: string;
  question?: { id: number; text: string } | null;
}

/**
 * Charlie's conversation in the browser: one reducer holds it, react-query's mutation sends each
 * message (retrying a first timeout once, after 2 s), and the 150 ms new-session delay lives here too.
 */
export function useCharlieConversation({ endpoint, provider, sessionId: providedId, question }: Options) {
  const [state, dispatch] = useReducer(conversationReducer, undefined, () =>
    initialConversation(welcomeMessage()),
  );
  const latest = useRef(state);
  const newSessionTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reportFailure = useCallback(
    (error: Error, sessionId: string) =>
      track('CharlieFailure', {
        sessionId,
        provider,
        kind: failureKind(error),
        status: error instanceof ChatHttpError ? error.status : null,
        retry: latest.current.retryCount,
      }),
    [provider],
  );

  const { mutate } = useMutation<ChatReply, Error, Attempt>({
    // A first timeout is announced and retried once, after a pause, with a longer timeout.
    mutationFn: async ({ call, timeoutMs }) => {
      try {
        return await postChat(endpoint, call, timeoutMs);
      } catch (error) {
        if (!(error instanceof ChatTimeoutError) || latest.current.retryCount > 0) throw error;
        reportFailure(error, call.sessionId);
        latest.current = { ...latest.current, retryCount: latest.current.retryCount + 1 };
        dispatch({
          type: 'timedOut',
          notice: createMessage('assistant', timeoutText(provider, 'first'), { kind: 'notice' }),
        });
        await delay(AUTO_RETRY_DELAY_MS);
        return postChat(endpoint, call, RETRY_CHAT_TIMEOUT_MS);
      }
    },
  });

  useEffect(() => {
    latest.current = state;
  }, [state]);

  useEffect(() => () => clearTimeout(newSessionTimer.current), []);

  useEffect(() => {
    const sessionId = resolveSessionId(providedId);
    rememberSessionId(sessionId);
    dispatch({ type: 'started', sessionId, restored: loadStoredChat(sessionId) });
  }, [providedId]);

  const { sessionId, messages, vectaraChatId, vectaraTurnId } = state;
  useEffect(() => {
    if (sessionId && messages.length > 1)
      saveStoredChat({ sessionId, messages, vectaraChatId, vectaraTurnId });
  }, [sessionId, messages, vectaraChatId, vectaraTurnId]);

  /** Returns whether the message was sent; empty text, a pending answer or a pending session are ignored. */
  const send = useCallback(
    (text: string): boolean => {
      const now = latest.current;
      if (!canSend(now, text) || !now.sessionId) return false;
      const message = createMessage('user', text.trim());
      const call: ChatCall = {
        message: message.content,
        sessionId: now.sessionId,
        conversationHistory: historyFor(now.messages),
        vectaraChatId: now.vectaraChatId,
        aiProvider: provider,
      };
      // Marks loading at once, so a second Enter before React re-renders is ignored too.
      latest.current = { ...now, loading: true, retryCount: 0 };
      dispatch({ type: 'sent', message });
      track('CharlieMessage', { sessionId: now.sessionId, provider, length: message.content.length });
      const timeoutMs = provider === 'assistant' ? ASSISTANT_CHAT_TIMEOUT_MS : CHAT_TIMEOUT_MS;
      mutate(
        { call, timeoutMs },
        {
          onSuccess: (reply) => {
            const replySession = reply.sessionId ?? call.sessionId;
            if (replySession !== call.sessionId) rememberSessionId(replySession);
            dispatch({
              type: 'answered',
              sessionId: replySession,
              vectaraChatId: reply.vectaraChatId,
              vectaraTurnId: reply.vectaraTurnId,
              message: createMessage('assistant', reply.text, {
                sources: reply.sources,
                ...(reply.action ? { action: reply.action } : {}),
                ...(reply.suggestions.length > 0 ? { suggestions: reply.suggestions } : {}),
              }),
            });
            track('CharlieResponse', {
              sessionId: replySession,
              provider,
              sources: reply.sources.length,
              totalResponseTime: reply.totalResponseTime,
            });
          },
          onError: (error) => {
            reportFailure(error, call.sessionId);
            dispatch({
              type: 'failed',
              timeout: error instanceof ChatTimeoutError,
              error: createMessage('assistant', failureText(error, provider), { kind: 'error' }),
            });
          },
        },
      );
      return true;
    },
    [mutate, provider, reportFailure],
  );

  const startOver = useCallback(() => {
    const now = latest.current;
    if (!canStartOver(now) || !now.sessionId) return;
    const previous = now.sessionId;
    forgetSession(previous);
    latest.current = { ...now, sessionId: null };
    dispatch({ type: 'cleared', welcome: welcomeMessage() });
    track('CharlieClear', { sessionId: previous, provider });
    void postClear(previous, provider, CHAT_TIMEOUT_MS);
    newSessionTimer.current = setTimeout(() => {
      const next = newSessionId();
      rememberSessionId(next);
      dispatch({ type: 'started', sessionId: next });
    }, NEW_SESSION_DELAY_MS);
  }, [provider]);

  // A question handed over by the page is sent once, as soon as a session is ready and nothing is pending.
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (!question || asked.current === question.id || !state.sessionId || state.loading) return;
    asked.current = question.id;
    send(question.text);
  }, [question, state.sessionId, state.loading, send]);

  return { state, send, startOver, canStartOver: canStartOver(state) };
}
