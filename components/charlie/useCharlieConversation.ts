'use client';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { track } from '@/lib/analytics/track';
import {
  attemptTimeoutMs,
  AUTO_RETRY_DELAY_MS,
  CHAT_TIMEOUT_MS,
  NEW_SESSION_DELAY_MS,
  type ChatProviderName,
} from '@/lib/chat/constants';
import { WIDGET_TEXTS } from '@/lib/chat/messages';
import { newSessionId } from '@/lib/chat/session-id';
import {
  ChatHttpError,
  ChatStoppedError,
  ChatTimeoutError,
  postChat,
  postClear,
  postFeedback,
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
  retryableQuestion,
  welcomeMessage,
  type ChatMessage,
  type FeedbackChoice,
} from '@/lib/chat/widget/conversation';
import { failureKind, failureText, timeoutText } from '@/lib/chat/widget/error-text';
import {
  forgetSession,
  loadStoredChat,
  rememberSessionId,
  resolveSessionId,
  saveStoredChat,
} from '@/lib/chat/widget/session';

/** The 2 s pause before the automatic retry; Stop ends it early. */
const pause = (ms: number, stop: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    stop.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new ChatStoppedError());
      },
      { once: true },
    );
  });

interface Options {
  endpoint: string;
  provider: ChatProviderName;
  sessionId?: string;
  question?: { id: number; text: string } | null;
}

/**
 * Charlie's conversation in the browser: one reducer holds it, react-query's mutation sends each
 * question (retrying a first timeout once, after 2 s, with the longer timeout, and telling the
 * server which try it is), Stop aborts the request, Retry sends the failed question again, and
 * the 150 ms new-session delay lives here too.
 */
export function useCharlieConversation({ endpoint, provider, sessionId: providedId, question }: Options) {
  const [state, dispatch] = useReducer(conversationReducer, undefined, () =>
    initialConversation(welcomeMessage()),
  );
  const latest = useRef(state);
  const newSessionTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopper = useRef<AbortController | null>(null);
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

  const { mutate } = useMutation<ChatReply, Error, { call: ChatCall; stop: AbortSignal }>({
    // A first timeout is announced and retried once, after a pause, with the retry's longer timeout.
    mutationFn: async ({ call, stop }) => {
      try {
        return await postChat(endpoint, call, attemptTimeoutMs(provider, 0), stop);
      } catch (error) {
        if (!(error instanceof ChatTimeoutError) || latest.current.retryCount > 0) throw error;
        reportFailure(error, call.sessionId);
        latest.current = { ...latest.current, retryCount: latest.current.retryCount + 1 };
        dispatch({
          type: 'timedOut',
          notice: createMessage('assistant', timeoutText(provider, 'first'), { kind: 'notice' }),
        });
        await pause(AUTO_RETRY_DELAY_MS, stop);
        return postChat(endpoint, { ...call, attempt: 1 }, attemptTimeoutMs(provider, 1), stop);
      }
    },
  });

  useEffect(() => {
    latest.current = state;
  }, [state]);

  useEffect(
    () => () => {
      clearTimeout(newSessionTimer.current);
      stopper.current?.abort();
    },
    [],
  );

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

  /** Sends one question (new, or again after Retry) and settles the conversation with its outcome. */
  const ask = useCallback(
    (question: ChatMessage, before: ChatMessage[], sessionId: string) => {
      const call: ChatCall = {
        message: question.content,
        messageId: question.id,
        attempt: 0,
        sessionId,
        conversationHistory: historyFor(before),
        vectaraChatId: latest.current.vectaraChatId,
        aiProvider: provider,
      };
      const stop = new AbortController();
      stopper.current = stop;
      mutate(
        { call, stop: stop.signal },
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
                ...(reply.answerId ? { answerId: reply.answerId } : {}),
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
            // Stopping is the visitor's choice, not a failure: no CharlieFailure, no error text.
            if (error instanceof ChatStoppedError) {
              dispatch({
                type: 'stopped',
                notice: createMessage('assistant', WIDGET_TEXTS.stoppedNotice, { kind: 'notice' }),
              });
              track('CharlieStop', { sessionId: call.sessionId, provider });
              return;
            }
            reportFailure(error, call.sessionId);
            dispatch({
              type: 'failed',
              timeout: error instanceof ChatTimeoutError,
              error: createMessage('assistant', failureText(error, provider), { kind: 'error' }),
            });
          },
          onSettled: () => {
            if (stopper.current === stop) stopper.current = null;
          },
        },
      );
    },
    [mutate, provider, reportFailure],
  );

  /** Returns whether the message was sent; empty text, a pending answer or a pending session are ignored. */
  const send = useCallback(
    (text: string): boolean => {
      const now = latest.current;
      if (!canSend(now, text) || !now.sessionId) return false;
      const message = createMessage('user', text.trim());
      // Marks loading at once, so a second Enter before React re-renders is ignored too.
      latest.current = { ...now, loading: true, retryCount: 0 };
      dispatch({ type: 'sent', message });
      track('CharlieMessage', { sessionId: now.sessionId, provider, length: message.content.length });
      ask(message, now.messages, now.sessionId);
      return true;
    },
    [ask, provider],
  );

  /** Stops waiting: the request is aborted and the composer is free again at once. */
  const stop = useCallback(() => stopper.current?.abort(), []);

  /** Sends the failed question again, under the same message id, so the server does not record it twice. */
  const retry = useCallback((): boolean => {
    const now = latest.current;
    const retryable = retryableQuestion(now);
    if (!retryable || !now.sessionId) return false;
    latest.current = { ...now, loading: true, retryCount: 0 };
    dispatch({ type: 'retried' });
    track('CharlieMessage', {
      sessionId: now.sessionId,
      provider,
      length: retryable.question.content.length,
    });
    ask(retryable.question, retryable.before, now.sessionId);
    return true;
  }, [ask, provider]);

  const rate = useCallback(
    (message: ChatMessage, feedback: FeedbackChoice) => {
      const { sessionId: current } = latest.current;
      if (!current || !message.answerId || message.feedback === feedback) return;
      dispatch({ type: 'rated', messageId: message.id, feedback });
      track('CharlieFeedback', { sessionId: current, provider, helpful: feedback === 'helpful' });
      void postFeedback(current, message.answerId, feedback === 'helpful', CHAT_TIMEOUT_MS);
    },
    [provider],
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

  return {
    state,
    send,
    stop,
    retry,
    rate,
    startOver,
    canStartOver: canStartOver(state),
    canRetry: retryableQuestion(state) !== null,
  };
}
