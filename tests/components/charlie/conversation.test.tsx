import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CHAT_ERRORS, GREETING, TAGLINE, TIMEOUT_TEXTS, WAITING_LINES } from '@/lib/chat/messages';
import { chatReply, fakeChatApi } from '../../msw/chat-api';
import {
  ask,
  freshVisitorEachTest,
  messageItems,
  messageLog,
  recordedEvents,
  renderOpenWidget,
  textbox,
  wait,
} from './render-widget';

freshVisitorEachTest();

const log = messageLog;
const lastMessage = () => messageItems().at(-1);

describe('Charlie’s conversation', () => {
  it('opens on the empty state, the greeting and the tagline, with focus in the text box', async () => {
    renderOpenWidget();
    await wait();
    expect(screen.getByRole('dialog', { name: 'Charlie from CoverScout' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to the Charlie Chat!')).toBeInTheDocument();
    expect(screen.getByText('Type your message to start a conversation.')).toBeInTheDocument();
    expect(screen.getByText(TAGLINE)).toBeInTheDocument();
    expect(within(log()).getByText(GREETING).closest('li')?.id).toMatch(/^welcome-/);
    expect(textbox()).toHaveFocus();
    expect(textbox()).toHaveAttribute('placeholder', 'Type question...');
    expect(log()).toHaveAttribute('aria-live', 'polite');
  });

  it('sends on Enter and shows the answer as markdown, with its sources', async () => {
    const api = fakeChatApi();
    renderOpenWidget();
    await wait();
    expect(await ask('What is gap insurance?')).toBe(true);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
      message: 'What is gap insurance?',
      aiProvider: 'local',
      mode: 'chat',
    });
    expect(api.requests[0]?.sessionId).toMatch(/^session_\d+_[a-z0-9]+$/);
    expect(textbox()).toHaveValue('');
    expect(screen.getByRole('link', { name: 'gap insurance guide' })).toHaveAttribute(
      'href',
      '/insurance/auto/guides/gap-insurance/?utm_source=charlie',
    );
    expect(screen.getByRole('link', { name: 'What is gap insurance?' })).toHaveAttribute(
      'href',
      '/insurance/auto/guides/gap-insurance/?utm_source=charlie',
    );
    expect(recordedEvents()).toEqual(['CharlieOpen', 'CharlieMessage', 'CharlieResponse']);
  });

  it('shows an answer from an endpoint that sends only the spec’s fields, or a malformed quote action', async () => {
    fakeChatApi((_body, index) =>
      HttpResponse.json(
        index === 0
          ? { response: 'Only the answer.' }
          : { message: 'An answer with a broken action.', action: { type: 'coupon' }, suggestions: 'x' },
      ),
    );
    renderOpenWidget();
    await wait();
    await ask('First?');
    expect(lastMessage()).toHaveTextContent('Only the answer.');
    await ask('Second?');
    expect(lastMessage()).toHaveTextContent('An answer with a broken action.');
    expect(within(lastMessage()!).queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows a quote form with an answer that brings one, on the chat’s own placement', async () => {
    fakeChatApi((body) =>
      HttpResponse.json(chatReply(body, { action: { type: 'quote', vertical: 'renters' } })),
    );
    renderOpenWidget();
    await wait();
    await ask('How much is renters insurance?');
    const form = within(lastMessage()!).getByRole('form', { name: 'Compare renters insurance quotes' });
    expect(within(form).getByRole('textbox', { name: 'ZIP code' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Get quotes' })).toBeInTheDocument();
  });

  it('offers the questions it can answer as buttons that ask them', async () => {
    const api = fakeChatApi((body, index) =>
      HttpResponse.json(
        index === 0
          ? chatReply(body, {
              response: 'I am not sure.',
              sources: [],
              suggestions: ['What is PIP?', 'What is MedPay?'],
            })
          : chatReply(body),
      ),
    );
    renderOpenWidget();
    await wait();
    await ask('Does my policy cover zombies?');
    const offered = within(lastMessage()!).getByRole('list', { name: 'Questions I can answer' });
    fireEvent.click(within(offered).getByRole('button', { name: 'What is MedPay?' }));
    await wait();
    expect(api.requests.map((request) => request.message)).toEqual([
      'Does my policy cover zombies?',
      'What is MedPay?',
    ]);
    expect(screen.queryByRole('list', { name: 'Questions I can answer' })).not.toBeInTheDocument();
  });

  it('adds a line on Shift+Enter, and ignores empty text and sends while an answer is pending', async () => {
    const api = fakeChatApi(() => 'never');
    renderOpenWidget();
    await wait();
    fireEvent.change(textbox(), { target: { value: 'first line' } });
    expect(fireEvent.keyDown(textbox(), { key: 'Enter', shiftKey: true })).toBe(true);
    expect(await ask('   ')).toBe(true);
    expect(api.requests).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await ask('What is collision coverage?');
    await ask('And comprehensive?');
    expect(api.requests).toHaveLength(1);
    expect(textbox()).toHaveValue('And comprehensive?');
  });

  it('sends its history and the provider’s chat id back on the next message', async () => {
    const api = fakeChatApi((body, index) =>
      HttpResponse.json(chatReply(body, { vectaraChatId: 'cht_1', vectaraTurnId: `trn_${index}` })),
    );
    renderOpenWidget();
    await wait();
    await ask('What is PIP?');
    await ask('Which states require it?');
    expect(api.requests[1]).toMatchObject({ vectaraChatId: 'cht_1', sessionId: api.requests[0]?.sessionId });
    expect(api.requests[1]?.conversationHistory.map((message) => message.role)).toEqual([
      'user',
      'assistant',
    ]);
    expect(api.requests[1]?.conversationHistory[0]?.content).toBe('What is PIP?');
  });

  it('renders answers safely: no raw HTML, no script links, external links in a new tab with utm_source', async () => {
    fakeChatApi((body) =>
      HttpResponse.json(
        chatReply(body, {
          response:
            'See [the NAIC](https://content.naic.org/consumer?lang=en#auto) or [this](javascript:alert(1)).\n\n<img src=x onerror="alert(1)"><script>alert(1)</script>',
          sources: [],
        }),
      ),
    );
    renderOpenWidget();
    await wait();
    await ask('Where can I learn more?');
    const external = screen.getByRole('link', { name: /the NAIC/ });
    expect(external).toHaveAttribute(
      'href',
      'https://content.naic.org/consumer?lang=en&utm_source=charlie#auto',
    );
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'this' })).not.toBeInTheDocument();
    expect(lastMessage()?.querySelector('img, script')).toBeNull();
  });

  it('shows "Charlie is typing..." with the default line, then rotating waiting lines after 5 s', async () => {
    fakeChatApi(() => 'never');
    renderOpenWidget();
    await wait();
    await ask('How do deductibles work?');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Charlie is typing...');
    expect(status).toHaveTextContent('Looking through our insurance guides...');
    await wait(4_999);
    expect(status).toHaveTextContent('Looking through our insurance guides...');
    await wait(1);
    const first = WAITING_LINES.find((line) => status.textContent?.includes(line));
    expect(first).toBeDefined();
    await wait(3_500);
    const second = WAITING_LINES.find((line) => status.textContent?.includes(line));
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('extends the timeout once after 30 s, retries after 2 s with 60 s, then gives up; a success resets the count', async () => {
    const api = fakeChatApi((body, index) => (index < 2 ? 'never' : HttpResponse.json(chatReply(body))));
    renderOpenWidget();
    await wait();
    await ask('Will this time out?');
    await wait(29_999);
    expect(screen.queryByText(TIMEOUT_TEXTS.first.default)).not.toBeInTheDocument();
    await wait(1);
    expect(lastMessage()).toHaveTextContent(TIMEOUT_TEXTS.first.default);
    expect(api.requests).toHaveLength(1);
    await wait(2_000);
    expect(api.requests).toHaveLength(2);
    // The server is told which try this is, and that it is the same question.
    expect(api.requests.map((request) => request.attempt)).toEqual([0, 1]);
    expect(api.requests[1]?.messageId).toBe(api.requests[0]?.messageId);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await wait(60_000);
    expect(lastMessage()).toHaveTextContent(CHAT_ERRORS.timeoutFinal);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(recordedEvents().filter((name) => name === 'CharlieFailure')).toHaveLength(2);

    await ask('Try again?');
    expect(lastMessage()).toHaveTextContent('Here is what I found');

    api.requests.length = 0;
    fakeChatApi(() => 'never');
    await ask('And once more?');
    await wait(30_000);
    expect(lastMessage()).toHaveTextContent(TIMEOUT_TEXTS.first.default);
  });

  it('resets the retry count on an error that is not a timeout', async () => {
    const api = fakeChatApi((_, index) =>
      index === 0 ? 'never' : index === 1 ? HttpResponse.json({ error: 'boom' }, { status: 500 }) : 'never',
    );
    renderOpenWidget();
    await wait();
    await ask('First question');
    await wait(32_000);
    expect(lastMessage()).toHaveTextContent(CHAT_ERRORS.server500);
    await ask('Second question');
    await wait(30_000);
    expect(lastMessage()).toHaveTextContent(TIMEOUT_TEXTS.first.default);
    expect(api.requests).toHaveLength(3);
  });

  it('waits 120 s for the assistant provider and uses its timeout wording', async () => {
    fakeChatApi(() => 'never');
    renderOpenWidget({ config: { chatProvider: 'assistant' } });
    await wait();
    await ask('Slow assistant?');
    await wait(119_999);
    expect(screen.queryByText(TIMEOUT_TEXTS.first.assistant)).not.toBeInTheDocument();
    await wait(1);
    expect(lastMessage()).toHaveTextContent(TIMEOUT_TEXTS.first.assistant);
    // The retry has longer than the first try: 180 s.
    await wait(2_000 + 179_999);
    expect(lastMessage()).not.toHaveTextContent(TIMEOUT_TEXTS.final.assistant);
    await wait(1);
    expect(lastMessage()).toHaveTextContent(TIMEOUT_TEXTS.final.assistant);
  });

  it.each([
    [
      'a 500',
      'local',
      () => HttpResponse.json({ error: 'Internal' }, { status: 500 }),
      CHAT_ERRORS.server500,
    ],
    ['a 503', 'local', () => HttpResponse.json({ error: 'Down' }, { status: 503 }), CHAT_ERRORS.server503],
    [
      'a failed GPT run',
      'gpt',
      () => HttpResponse.json({ error: 'x' }, { status: 502 }),
      CHAT_ERRORS.gptRunFailed,
    ],
    [
      'a failed assistant run',
      'assistant',
      () => HttpResponse.json({ error: 'Assistant run failed' }, { status: 502 }),
      CHAT_ERRORS.assistantRunFailed,
    ],
    [
      'an empty reply',
      'local',
      () => HttpResponse.json({ response: '', message: '' }),
      CHAT_ERRORS.emptyReply,
    ],
    [
      'a 400 with the server’s text',
      'local',
      () => HttpResponse.json({ error: 'Invalid chat request: message must not be empty' }, { status: 400 }),
      'Invalid chat request: message must not be empty',
    ],
    [
      'an HTTP error without a JSON body',
      'local',
      () => new HttpResponse('nope', { status: 404, statusText: 'Not Found' }),
      'HTTP 404: Not Found',
    ],
    [
      'too many messages',
      'local',
      () => HttpResponse.json({ error: 'Too many' }, { status: 429, headers: { 'Retry-After': '12' } }),
      'You’re sending messages faster than Charlie can keep up. Please wait 12 seconds and try again.',
    ],
    ['a network failure', 'local', () => HttpResponse.error(), CHAT_ERRORS.default],
  ] as const)('shows %s as Charlie’s message', async (_, provider, answer, text) => {
    fakeChatApi(answer);
    renderOpenWidget({ config: { chatProvider: provider } });
    await wait();
    await ask('Hello?');
    expect(lastMessage()).toHaveTextContent(text);
    expect(lastMessage()?.dataset.role).toBe('assistant');
    expect(recordedEvents()).toContain('CharlieFailure');
  });

  it('closes on Escape and on the collapse button', async () => {
    const { onClose } = renderOpenWidget();
    await wait();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
