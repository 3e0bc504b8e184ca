import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatBubble } from '@/components/charlie/ChatBubble';
import { fakeChatApi } from '../../msw/chat-api';
// Loaded up front, so the bubble's lazy import resolves within fake time.
import '@/components/charlie/ChatWidget';
import { WIDGET_CONFIG, wait } from './render-widget';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

const bubble = () => screen.getByRole('button', { name: 'Chat with Charlie' });
const tooltip = () => screen.queryByRole('tooltip', { hidden: true });

describe('Charlie’s bubble', () => {
  it('sits at the configured corner', () => {
    const { container } = render(<ChatBubble config={{ ...WIDGET_CONFIG, chatCorner: 'top-left' }} />);
    expect((container.firstElementChild as HTMLElement).className).toMatch(/top-left/);
    expect(bubble()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows its tooltip by itself 2 s after load for 30 s, then hides it with a 200 ms animation', async () => {
    render(<ChatBubble config={WIDGET_CONFIG} />);
    await wait(1_999);
    expect(tooltip()).toBeNull();
    await wait(1);
    expect(tooltip()).toHaveTextContent('Chat with Charlie');
    expect(tooltip()).toHaveAttribute('data-state', 'shown');
    await wait(29_999);
    expect(tooltip()).toHaveAttribute('data-state', 'shown');
    await wait(1);
    expect(tooltip()).toHaveAttribute('data-state', 'hiding');
    await wait(199);
    expect(tooltip()).not.toBeNull();
    await wait(1);
    expect(tooltip()).toBeNull();
  });

  it('shows its tooltip on hover and on focus, and Escape dismisses it', async () => {
    render(<ChatBubble config={WIDGET_CONFIG} />);
    fireEvent.pointerEnter(bubble());
    await wait();
    expect(tooltip()).toHaveAttribute('data-state', 'shown');
    fireEvent.pointerLeave(bubble());
    await wait(200);
    expect(tooltip()).toBeNull();

    fireEvent.focus(bubble());
    await wait();
    expect(tooltip()).toHaveAttribute('data-state', 'shown');
    fireEvent.keyDown(bubble(), { key: 'Escape' });
    await wait(200);
    expect(tooltip()).toBeNull();
  });

  it('opens the panel on click, ignores clicks during the 300 ms animation, and returns focus on Escape', async () => {
    fakeChatApi();
    render(<ChatBubble config={WIDGET_CONFIG} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(bubble());
    await wait();
    expect(bubble()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Charlie from CoverScout' })).toBeInTheDocument();

    await wait(150);
    fireEvent.click(bubble());
    expect(bubble()).toHaveAttribute('aria-expanded', 'true');
    await wait(150);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(bubble()).toHaveAttribute('aria-expanded', 'false');
    expect(bubble()).toHaveFocus();
    fireEvent.click(bubble());
    expect(bubble()).toHaveAttribute('aria-expanded', 'false');
    await wait(300);
    fireEvent.click(bubble());
    expect(bubble()).toHaveAttribute('aria-expanded', 'true');
  });
});
