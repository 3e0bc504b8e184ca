'use client';
import { useEffect, useRef } from 'react';
import { WIDGET_TEXTS } from '@/lib/chat/messages';
import { isWelcome, type ChatMessage, type FeedbackChoice } from '@/lib/chat/widget/conversation';
import { AnswerMarkdown } from './AnswerMarkdown';
import { ChatQuote, type ChatQuoteSettings } from './ChatQuote';
import styles from './ChatPanel.module.css';
import { AnswerFeedback } from './AnswerFeedback';
import { ChatLinkAnchor } from './ChatLinkAnchor';
import { TypingIndicator } from './TypingIndicator';

interface MessageListProps {
  messages: ChatMessage[];
  loading: boolean;
  onNavigate: () => void;
  quote: ChatQuoteSettings;
  /** Asks a question as if typed; returns whether it was taken. */
  onAsk: (text: string) => boolean;
  /** Questions offered while the conversation is empty. */
  starterQuestions: string[];
  /** Sends the failed question again; shown on the latest error when there is one to retry. */
  onRetry: (() => void) | null;
  onRate: (message: ChatMessage, feedback: FeedbackChoice) => void;
}

export function MessageList({
  messages,
  loading,
  onNavigate,
  quote,
  onAsk,
  starterQuestions,
  onRetry,
  onRate,
}: MessageListProps) {
  const latest = messages.at(-1)?.id;
  const end = useRef<HTMLDivElement>(null);
  const onlyWelcome = messages.every(isWelcome);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, loading]);

  return (
    <div className={styles.scroller}>
      {onlyWelcome && (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{WIDGET_TEXTS.emptyTitle}</p>
          <p>{WIDGET_TEXTS.emptyText}</p>
          {starterQuestions.length > 0 && (
            <ul className={`${styles.suggestions} ${styles.starters}`} aria-label={WIDGET_TEXTS.starterLabel}>
              {starterQuestions.map((starter) => (
                <li key={starter}>
                  <button type="button" disabled={loading} onClick={() => onAsk(starter)}>
                    {starter}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {/* A log: screen readers announce each new message as it arrives. */}
      <div role="log" aria-live="polite" aria-relevant="additions">
        <ol className={styles.messages}>
          {messages.map((message) => (
            <li
              key={message.id}
              id={message.id}
              className={styles.message}
              data-role={message.role}
              data-kind={message.kind}
            >
              <span className="visually-hidden">
                {message.role === 'user' ? WIDGET_TEXTS.you : WIDGET_TEXTS.charlie}:{' '}
              </span>
              {message.role === 'user' ? (
                <p className={styles.userText}>{message.content}</p>
              ) : (
                <AnswerMarkdown text={message.content} onNavigate={onNavigate} />
              )}
              {message.action && <ChatQuote action={message.action} settings={quote} />}
              {message.kind === 'error' && message.id === latest && onRetry && (
                <button
                  type="button"
                  className={styles.retry}
                  onClick={onRetry}
                  aria-label={WIDGET_TEXTS.retryLabel}
                >
                  {WIDGET_TEXTS.retry}
                </button>
              )}
              {message.suggestions && message.suggestions.length > 0 && message.id === latest && (
                <ul className={styles.suggestions} aria-label={WIDGET_TEXTS.suggestionsLabel}>
                  {message.suggestions.map((suggestion) => (
                    <li key={suggestion}>
                      <button type="button" disabled={loading} onClick={() => onAsk(suggestion)}>
                        {suggestion}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {message.sources && message.sources.length > 0 && (
                <div className={styles.sources}>
                  <p className={styles.sourcesTitle}>{WIDGET_TEXTS.sources}</p>
                  <ul>
                    {message.sources.map((source) => (
                      <li key={source.url}>
                        <ChatLinkAnchor href={source.url} onNavigate={onNavigate}>
                          {source.title}
                        </ChatLinkAnchor>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {message.answerId && message.kind === 'message' && (
                <AnswerFeedback message={message} onRate={onRate} />
              )}
            </li>
          ))}
        </ol>
      </div>
      {loading && <TypingIndicator />}
      <div ref={end} />
    </div>
  );
}
