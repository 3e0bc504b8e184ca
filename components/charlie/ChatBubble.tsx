'use client';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { WIDGET } from '@/lib/chat/constants';
import { WIDGET_TEXTS } from '@/lib/chat/messages';
import { ASK_EVENT, type AskEvent } from '@/lib/chat/widget/ask-event';
import type { PublicConfig } from '@/lib/config';
import styles from './ChatBubble.module.css';
import { usePanelPhase } from './usePanelPhase';
import { useTooltip } from './useTooltip';

// Everything behind the bubble (panel, conversation, markdown, animation, analytics) loads only
// once a visitor shows intent, so pages pay for this file alone.
const ChatWidget = dynamic(() => import('./ChatWidget'), { ssr: false });

const CHAT_PANEL_ID = 'charlie-panel';

export interface ChatBubbleProps {
  config: Pick<
    PublicConfig,
    'productName' | 'chatCorner' | 'chatEndpoint' | 'chatProvider' | 'analytics' | 'quotes'
  >;
  /** A session id handed to the widget, ahead of the cookie and local storage. */
  sessionId?: string;
  /** Offered in the empty panel (from the CMS prompt configuration, or the fallback). */
  starterQuestions?: string[];
}

export function ChatBubble({ config, sessionId, starterQuestions }: ChatBubbleProps) {
  const bubble = useRef<HTMLButtonElement>(null);
  const [wanted, setWanted] = useState(false);
  const panel = usePanelPhase(WIDGET.panelAnimationMs);
  const tooltip = useTooltip(WIDGET.tooltip, panel.isOpen);
  const want = () => setWanted(true);
  const [question, setQuestion] = useState<{ id: number; text: string } | null>(null);
  const { request } = panel;

  // A question asked elsewhere on the page opens the panel and is sent as soon as it can be.
  useEffect(() => {
    const onAsk = (event: Event) => {
      setWanted(true);
      setQuestion({ id: Date.now(), text: (event as AskEvent).detail.question });
      request(true);
    };
    window.addEventListener(ASK_EVENT, onAsk);
    return () => window.removeEventListener(ASK_EVENT, onAsk);
  }, [request]);

  const close = () => {
    if (panel.request(false)) bubble.current?.focus();
  };

  const style = {
    '--charlie-bubble-size': `${WIDGET.bubbleSizePx}px`,
    '--charlie-z': WIDGET.zIndex,
  } as CSSProperties;

  return (
    <div className={`${styles.root} ${styles[config.chatCorner]}`} style={style}>
      <button
        ref={bubble}
        type="button"
        className={styles.bubble}
        aria-label={WIDGET_TEXTS.bubbleLabel}
        aria-expanded={panel.isOpen}
        aria-controls={panel.isOpen ? CHAT_PANEL_ID : undefined}
        onPointerEnter={() => {
          want();
          tooltip.handlers.onPointerEnter();
        }}
        onPointerLeave={tooltip.handlers.onPointerLeave}
        onFocus={() => {
          want();
          tooltip.handlers.onFocus();
        }}
        onBlur={tooltip.handlers.onBlur}
        onKeyDown={(event) => {
          if (event.key === 'Escape') tooltip.dismiss();
        }}
        onClick={() => {
          want();
          panel.request(!panel.isOpen);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" focusable="false">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-4.5 3.6A.9.9 0 0 1 3 20.9V6a2 2 0 0 1 1-2Zm3 6.2a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Zm5 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Zm5 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Z"
          />
        </svg>
      </button>
      {tooltip.state !== 'hidden' && (
        <span className={styles.tooltip} data-state={tooltip.state} role="tooltip" aria-hidden="true">
          {WIDGET_TEXTS.tooltip}
        </span>
      )}
      {wanted && (
        <ChatWidget
          open={panel.isOpen}
          onClose={close}
          panelId={CHAT_PANEL_ID}
          config={config}
          sessionId={sessionId}
          question={question}
          starterQuestions={starterQuestions}
        />
      )}
    </div>
  );
}
