import { act, fireEvent, render, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, vi } from 'vitest';
import type { ChatBubbleProps } from '@/components/charlie/ChatBubble';
import ChatWidget from '@/components/charlie/ChatWidget';
import { QUOTE_SETTINGS } from '../../fixtures/quote-settings';

export const WIDGET_CONFIG: ChatBubbleProps['config'] = {
  productName: 'CoverScout',
  chatCorner: 'bottom-right',
  chatEndpoint: '/api/chat',
  chatProvider: 'local',
  analytics: { posthogKey: null, posthogHost: null, ga4MeasurementId: null },
  quotes: {
    split: { autoWayPercent: 0, homePilotLtPercent: 0, lifeQsPercent: 0 },
    pilotPercent: 0,
    fallbacks: { landing: null, businessLoans: null },
    widget: QUOTE_SETTINGS.widget,
  },
};

/** The open panel, as the bubble mounts it once the visitor asks for it. */
export function renderOpenWidget(
  options: {
    config?: Partial<ChatBubbleProps['config']>;
    sessionId?: string;
    starterQuestions?: string[];
  } = {},
) {
  const onClose = vi.fn();
  const view = render(
    <ChatWidget
      open
      onClose={onClose}
      panelId="charlie-panel"
      config={{ ...WIDGET_CONFIG, ...options.config }}
      sessionId={options.sessionId}
      starterQuestions={options.starterQuestions}
    />,
  );
  return { ...view, onClose };
}

/** Lets fetches, react-query's scheduler and the (fake) timers due within `ms` run. */
export async function wait(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

export const textbox = () => screen.getByRole('textbox', { name: 'Your question for Charlie' });

/** Types into the text box and presses Enter, as a visitor does; returns whether Enter was taken. */
export async function ask(text: string) {
  fireEvent.change(textbox(), { target: { value: text } });
  const notTaken = fireEvent.keyDown(textbox(), { key: 'Enter' });
  await wait();
  return !notTaken;
}

export const recordedEvents = () => (window.__analyticsEvents ?? []).map((event) => event.name);

/** A fresh visitor for every test: fake timers, nothing stored, no events yet. */
export function freshVisitorEachTest() {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    Cookies.remove('charlie_session_id', { path: '/' });
    window.__analyticsEvents = [];
  });
  afterEach(() => vi.useRealTimers());
}

export const messageLog = () => screen.getByRole('log');

/** The conversation's messages (the greeting first), without the lists inside answers. */
export const messageItems = () =>
  within(messageLog())
    .getAllByRole('listitem')
    .filter((item) => item.dataset.role);
