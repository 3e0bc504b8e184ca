'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AnimatePresence, LazyMotion, MotionConfig, domAnimation } from 'framer-motion';
import { useEffect, useRef, useState } from 'react';
import { configureAnalytics, track } from '@/lib/analytics/track';
import type { ChatBubbleProps } from './ChatBubble';
import { ChatPanel } from './ChatPanel';
import { useCharlieConversation } from './useCharlieConversation';

interface ChatWidgetProps extends ChatBubbleProps {
  open: boolean;
  onClose: () => void;
  panelId: string;
  /** A question asked from the page (the ask-a-question section), sent once the session is ready. */
  question?: { id: number; text: string } | null;
}

/** The lazily loaded part of Charlie: it stays mounted once loaded, so closing keeps the conversation. */
export default function ChatWidget(props: ChatWidgetProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <LazyMotion features={domAnimation} strict>
        <MotionConfig reducedMotion="user">
          <Conversation {...props} />
        </MotionConfig>
      </LazyMotion>
    </QueryClientProvider>
  );
}

function Conversation({
  open,
  onClose,
  panelId,
  config,
  sessionId,
  question,
  starterQuestions,
}: ChatWidgetProps) {
  const conversation = useCharlieConversation({
    endpoint: config.chatEndpoint,
    provider: config.chatProvider,
    sessionId,
    question,
  });
  const wasOpen = useRef(false);

  useEffect(() => configureAnalytics(config.analytics), [config.analytics]);

  // Once per opening, as soon as the session id is known.
  const { sessionId: currentSession } = conversation.state;
  useEffect(() => {
    if (!open) {
      wasOpen.current = false;
      return;
    }
    if (wasOpen.current || !currentSession) return;
    wasOpen.current = true;
    track('CharlieOpen', { sessionId: currentSession, provider: config.chatProvider });
  }, [open, currentSession, config.chatProvider]);

  return (
    <AnimatePresence>
      {open && (
        <ChatPanel
          key="panel"
          id={panelId}
          corner={config.chatCorner}
          productName={config.productName}
          conversation={conversation}
          onClose={onClose}
          starterQuestions={starterQuestions ?? []}
          quote={{
            split: config.quotes.split,
            pilotPercent: config.quotes.pilotPercent,
            fallbacks: config.quotes.fallbacks,
            widget: config.quotes.widget,
            analytics: config.analytics,
          }}
        />
      )}
    </AnimatePresence>
  );
}
