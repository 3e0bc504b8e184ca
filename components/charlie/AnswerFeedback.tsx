'use client';
import { useId } from 'react';
import { WIDGET_TEXTS } from '@/lib/chat/messages';
import type { ChatMessage, FeedbackChoice } from '@/lib/chat/widget/conversation';
import styles from './ChatPanel.module.css';

interface AnswerFeedbackProps {
  message: ChatMessage;
  onRate: (message: ChatMessage, feedback: FeedbackChoice) => void;
}

const CHOICES: { value: FeedbackChoice; label: string; path: string }[] = [
  {
    value: 'helpful',
    label: WIDGET_TEXTS.helpful,
    path: 'M1 21h4V9H1v12zm22-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2z',
  },
  {
    value: 'not-helpful',
    label: WIDGET_TEXTS.notHelpful,
    path: 'M15 3H6c-.83 0-1.54.5-1.84 1.22l-3.02 7.05c-.09.23-.14.47-.14.73v2c0 1.1.9 2 2 2h6.31l-.95 4.57-.03.32c0 .41.17.79.44 1.06L9.83 23l6.59-6.59c.36-.36.58-.86.58-1.41V5c0-1.1-.9-2-2-2zm4 0v12h4V3h-4z',
  },
];

/** Helpful / not helpful on one answer: two toggle buttons, the latest choice kept and announced. */
export function AnswerFeedback({ message, onRate }: AnswerFeedbackProps) {
  const labelId = useId();
  return (
    <div className={styles.feedback} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.feedbackQuestion}>
        {WIDGET_TEXTS.feedbackQuestion}
      </span>
      {CHOICES.map((choice) => (
        <button
          key={choice.value}
          type="button"
          className={styles.feedbackButton}
          aria-pressed={message.feedback === choice.value}
          onClick={() => onRate(message, choice.value)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
            <path fill="currentColor" d={choice.path} />
          </svg>
          <span className="visually-hidden">{choice.label}</span>
        </button>
      ))}
      <span className={styles.feedbackThanks} aria-live="polite">
        {message.feedback ? WIDGET_TEXTS.feedbackThanks : ''}
      </span>
    </div>
  );
}
