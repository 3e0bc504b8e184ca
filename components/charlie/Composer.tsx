'use client';
import { useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { MESSAGE_MAX_CHARS, WIDGET } from '@/lib/chat/constants';
import { WIDGET_TEXTS } from '@/lib/chat/messages';
import styles from './ChatPanel.module.css';

interface ComposerProps {
  ref: Ref<HTMLTextAreaElement>;
  /** An answer is awaited: the send button becomes Stop. */
  waiting: boolean;
  /** Nothing can be sent yet (an answer is awaited, or a new session is starting). */
  busy: boolean;
  /** Returns whether the message was taken. */
  onSend: (text: string) => boolean;
  onStop: () => void;
}

/**
 * The text box: Enter sends, Shift+Enter adds a line, and it grows with its text up to a limit.
 * While an answer is awaited the box stays editable (the next question can be typed) and the
 * send button is a Stop button.
 */
export function Composer({ ref, waiting, busy, onSend, onStop }: ComposerProps) {
  const [text, setText] = useState('');
  const empty = text.trim().length === 0;

  const submit = (box: HTMLTextAreaElement | null) => {
    if (!onSend(text)) return;
    setText('');
    if (box) box.style.height = 'auto';
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit(event.currentTarget);
  };

  const grow = (box: HTMLTextAreaElement) => {
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, WIDGET.inputMaxHeightPx)}px`;
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submit(event.currentTarget.querySelector('textarea'));
      }}
    >
      <textarea
        ref={ref}
        className={styles.input}
        style={{ maxHeight: WIDGET.inputMaxHeightPx }}
        rows={1}
        value={text}
        maxLength={MESSAGE_MAX_CHARS}
        placeholder={WIDGET_TEXTS.placeholder}
        aria-label={WIDGET_TEXTS.inputLabel}
        onChange={(event) => {
          setText(event.target.value);
          grow(event.target);
        }}
        onKeyDown={onKeyDown}
      />
      {waiting ? (
        <button
          type="button"
          className={`${styles.send} ${styles.stop}`}
          onClick={onStop}
          aria-label={WIDGET_TEXTS.stopLabel}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
            <rect fill="currentColor" x="6" y="6" width="12" height="12" rx="2" />
          </svg>
          <span className={styles.stopText}>{WIDGET_TEXTS.stop}</span>
        </button>
      ) : (
        <button type="submit" className={styles.send} disabled={busy || empty}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
            <path fill="currentColor" d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z" />
          </svg>
          <span className="visually-hidden">{WIDGET_TEXTS.send}</span>
        </button>
      )}
    </form>
  );
}
