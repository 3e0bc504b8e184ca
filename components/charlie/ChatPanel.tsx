'use client';
import { m } from 'framer-motion';
import {
  useEffect,
  useId,
  useRef,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { WIDGET } from '@/lib/chat/constants';
import { TAGLINE, WIDGET_TEXTS } from '@/lib/chat/messages';
import type { ChatCorner } from '@/lib/config';
import type { ChatQuoteSettings } from './ChatQuote';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { useFullScreen } from './useFullScreen';
import styles from './ChatPanel.module.css';
import type { useCharlieConversation } from './useCharlieConversation';

interface ChatPanelProps {
  id: string;
  corner: ChatCorner;
  productName: string;
  conversation: ReturnType<typeof useCharlieConversation>;
  onClose: () => void;
  quote: ChatQuoteSettings;
  starterQuestions: string[];
}

const ENTER = { opacity: 1, y: 0, scale: 1 };
const AWAY = { opacity: 0, y: 24, scale: 0.98 };

export function ChatPanel({
  id,
  corner,
  productName,
  conversation,
  onClose,
  quote,
  starterQuestions,
}: ChatPanelProps) {
  const titleId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const { state, send, stop, retry, rate, startOver, canStartOver, canRetry } = conversation;

  // After Stop or Retry the visitor's next move is typing: the box gets the focus back.
  const stopAndType = () => {
    stop();
    input.current?.focus();
  };

  useEffect(() => {
    input.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape in the quote modal closes the modal, not the panel behind it.
      const inDialog = event.target instanceof Element && event.target.closest('dialog') !== null;
      if (event.key === 'Escape' && !event.defaultPrevented && !inDialog) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const style = {
    '--charlie-panel-width': `${WIDGET.panelWidthPx}px`,
    '--charlie-bubble-size': `${WIDGET.bubbleSizePx}px`,
    '--charlie-z': WIDGET.zIndex + 1,
  } as CSSProperties;

  const fullScreen = useFullScreen();

  // A full-screen panel hides the page, so it leaves for another page when a link is followed.
  const onNavigate = () => {
    if (fullScreen) onClose();
  };

  // Full-screen, the panel is modal: Tab cycles within it instead of reaching the hidden page.
  const keepFocusInside = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (!fullScreen || event.key !== 'Tab') return;
    const focusable = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not(:disabled), input, textarea'),
    ];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <m.section
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      aria-modal={fullScreen || undefined}
      onKeyDown={keepFocusInside}
      className={`${styles.panel} ${styles[corner]}`}
      style={style}
      initial={AWAY}
      animate={ENTER}
      exit={AWAY}
      transition={{ duration: WIDGET.panelAnimationMs / 1000, ease: 'easeOut' }}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {WIDGET_TEXTS.header(productName)}
        </h2>
        <div className={styles.actions}>
          <button type="button" className={styles.newChat} onClick={startOver} disabled={!canStartOver}>
            {WIDGET_TEXTS.newConversation}
          </button>
          <button
            type="button"
            className={styles.collapse}
            onClick={onClose}
            aria-label={WIDGET_TEXTS.collapse}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
              <path fill="currentColor" d="M6.7 8.3 12 13.6l5.3-5.3 1.4 1.4-6.7 6.7-6.7-6.7z" />
            </svg>
          </button>
        </div>
        <p className={styles.tagline}>{TAGLINE}</p>
      </header>
      <MessageList
        messages={state.messages}
        loading={state.loading}
        onNavigate={onNavigate}
        quote={quote}
        onAsk={send}
        starterQuestions={starterQuestions}
        onRetry={canRetry ? retry : null}
        onRate={rate}
      />
      <Composer
        ref={input}
        waiting={state.loading}
        busy={state.loading || state.sessionId === null}
        onSend={send}
        onStop={stopAndType}
      />
    </m.section>
  );
}
