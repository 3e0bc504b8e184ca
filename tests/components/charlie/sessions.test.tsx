import { fireEvent, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GREETING } from '@/lib/chat/messages';
import { fakeChatApi } from '../../msw/chat-api';
import { ask, recordedEvents, renderOpenWidget, wait } from './render-widget';

const COOKIE = 'charlie_session_id';
const COOKIE_ID = 'session_1700000000001_cookie1';
const STORED_ID = 'session_1700000000002_stored2';
const PROVIDED_ID = 'session_1700000000003_given3';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  Cookies.remove(COOKIE, { path: '/' });
  window.__analyticsEvents = [];
});
afterEach(() => vi.useRealTimers());

async function sessionSent() {
  const api = fakeChatApi();
  await ask('Which session is this?');
  return api.requests[0]?.sessionId;
}

const messageItems = () =>
  within(screen.getByRole('log'))
    .getAllByRole('listitem')
    .filter((item) => item.dataset.role);

describe('Charlie’s session id', () => {
  it('prefers the id provided, then the cookie, then local storage', async () => {
    Cookies.set(COOKIE, COOKIE_ID);
    localStorage.setItem('charlie_session_id', STORED_ID);
    const provided = renderOpenWidget({ sessionId: PROVIDED_ID });
    await wait();
    expect(await sessionSent()).toBe(PROVIDED_ID);
    provided.unmount();

    Cookies.set(COOKIE, COOKIE_ID);
    const fromCookie = renderOpenWidget();
    await wait();
    expect(await sessionSent()).toBe(COOKIE_ID);
    fromCookie.unmount();

    Cookies.remove(COOKIE, { path: '/' });
    localStorage.setItem('charlie_session_id', STORED_ID);
    renderOpenWidget();
    await wait();
    expect(await sessionSent()).toBe(STORED_ID);
  });

  it('ignores malformed stored ids and makes a new one, kept in a strict one-day cookie and local storage', async () => {
    Cookies.set(COOKIE, 'session_abc_!!');
    localStorage.setItem('charlie_session_id', '<script>');
    const set = vi.spyOn(Cookies, 'set');
    renderOpenWidget();
    await wait();
    const id = await sessionSent();
    expect(id).toMatch(/^session_\d+_[a-z0-9]+$/);
    expect(set).toHaveBeenCalledWith(COOKIE, id, expect.objectContaining({ expires: 1, sameSite: 'strict' }));
    expect(localStorage.getItem('charlie_session_id')).toBe(id);
  });
});

describe('Charlie’s stored conversation', () => {
  it('restores the conversation when the visitor comes back', async () => {
    fakeChatApi();
    const first = renderOpenWidget();
    await wait();
    await ask('What is liability coverage?');
    expect(messageItems()).toHaveLength(3);
    first.unmount();

    renderOpenWidget();
    await wait();
    expect(messageItems()).toHaveLength(3);
    expect(screen.getByText('What is liability coverage?')).toBeInTheDocument();
  });

  it('keeps only the last 50 messages', async () => {
    fakeChatApi();
    renderOpenWidget();
    await wait();
    for (let question = 1; question <= 30; question++) await ask(`Question ${question}`);
    const id = Cookies.get(COOKIE) ?? '';
    const stored = JSON.parse(localStorage.getItem(`charlie_chat_${id}`) ?? '{}') as {
      sessionId: string;
      messages: { content: string }[];
      lastUpdated: string;
    };
    expect(stored.sessionId).toBe(id);
    expect(stored.messages).toHaveLength(50);
    expect(stored.messages.at(-2)?.content).toBe('Question 30');
    expect(Date.parse(stored.lastUpdated)).not.toBeNaN();
    // Thirty questions and their answers rendered in jsdom: seconds of work on a busy machine.
  }, 20_000);

  it('only warns when local storage fails, and chat goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access denied', 'SecurityError');
    });
    fakeChatApi();
    renderOpenWidget();
    await wait();
    await ask('Does chat still work?');
    expect(screen.getByText(/Here is what I found/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});

describe('Start new conversation', () => {
  it('is disabled with only the welcome message and while an answer is pending', async () => {
    fakeChatApi(() => 'never');
    renderOpenWidget();
    await wait();
    const button = screen.getByRole('button', { name: 'Start new conversation' });
    expect(button).toBeDisabled();
    await ask('Pending question');
    expect(button).toBeDisabled();
  });

  it('clears the messages, cookie, local id and chat ids, asks the server to clear, and starts a new id after 150 ms', async () => {
    const api = fakeChatApi();
    renderOpenWidget();
    await wait();
    await ask('Tell me about SR-22');
    const previous = Cookies.get(COOKIE);
    expect(previous).toBeDefined();
    expect(localStorage.getItem(`charlie_chat_${previous}`)).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Start new conversation' }));
    expect(messageItems()).toHaveLength(1);
    expect(messageItems()[0]).toHaveTextContent(GREETING);
    expect(Cookies.get(COOKIE)).toBeUndefined();
    expect(localStorage.getItem('charlie_session_id')).toBeNull();
    expect(localStorage.getItem(`charlie_chat_${previous}`)).toBeNull();

    await wait(149);
    expect(Cookies.get(COOKIE)).toBeUndefined();
    await wait(1);
    const next = Cookies.get(COOKIE);
    expect(next).toMatch(/^session_\d+_[a-z0-9]+$/);
    expect(next).not.toBe(previous);
    expect(api.clears).toEqual([{ sessionId: previous, aiProvider: 'local' }]);
    expect(recordedEvents()).toContain('CharlieClear');

    await ask('A fresh question');
    expect(api.requests.at(-1)).toMatchObject({
      sessionId: next,
      vectaraChatId: null,
      conversationHistory: [],
    });
  });
});
