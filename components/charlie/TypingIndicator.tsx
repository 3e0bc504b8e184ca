'use client';
import { WIDGET_TEXTS } from '@/lib/chat/messages';
import styles from './ChatPanel.module.css';
import { useWaitingLine } from './useWaitingLine';

/** Mounted only while an answer is awaited, so each wait starts again from the default line. */
export function TypingIndicator() {
  const line = useWaitingLine();
  return (
    <div className={styles.typing} role="status">
      <span className={styles.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span>
        <strong>{WIDGET_TEXTS.typing}</strong> <span className={styles.waitingLine}>{line}</span>
      </span>
    </div>
  );
}
