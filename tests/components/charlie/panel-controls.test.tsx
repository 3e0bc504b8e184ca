import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CHAT_ERRORS, WIDGET_TEXTS } from '@/lib/chat/messages';
import { chatReply, FEEDBACK_URL, fakeChatApi } from '../../msw/chat-api';
import { server } from '../../msw/server';
import {
  ask,
  freshVisitorEachTest,
  messageItems,
  recordedEvents,
  renderOpenWidget,
  textbox,
  wait,
} from './render-widget';

freshVisitorEachTest();

const messages = messageItems;
const stopButton = () => screen.queryByRole('button', { name: WIDGET_TEXTS.stopLabel });
const sendButton = () => screen.getByRole('button', { name: WIDGET_TEXTS.send });

describe('Stop', () => {
  it('aborts the request, keeps the question, frees the composer and reports no failure', async () => {
    let aborted = false;
    server.use(
      http.post('http://localhost:3000/api/chat/', async ({ request }) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        await new Promise(() => undefined);
        return HttpResponse.error();
      }),
    );
    renderOpenWidget();
    await wait();
    expect(stopButton()).not.toBeInTheDocument();
    await ask('Will you stop?');
    await wait(3_000);
    fireEvent.click(stopButton()!);
    await wait();

    expect(aborted).toBe(true);
    expect(stopButton()).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(messages().map((item) => item.dataset.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(messages()[1]).toHaveTextContent('Will you stop?');
    expect(messages()[2]).toHaveTextContent(WIDGET_TEXTS.stoppedNotice);
    expect(textbox()).toHaveFocus();
    expect(recordedEvents()).not.toContain('CharlieFailure');
    expect(recordedEvents()).toContain('CharlieStop');

    fakeChatApi();
    fireEvent.change(textbox(), { target: { value: 'Next one' } });
    expect(sendButton()).toBeEnabled();
    await ask('Next one');
    expect(messages().at(-1)).toHaveTextContent('Here is what I found about “Next one”');
  });

  it('during the pause before the automatic retry, stops the retry too', async () => {
    const api = fakeChatApi(() => 'never');
    renderOpenWidget();
    await wait();
    await ask('Slow one');
    await wait(30_000);
    expect(api.requests).toHaveLength(1);
    fireEvent.click(stopButton()!);
    await wait(5_000);
    expect(api.requests).toHaveLength(1);
    expect(messages().at(-1)).toHaveTextContent(WIDGET_TEXTS.stoppedNotice);
  });
});

describe('Retry', () => {
  it('sends the failed question again under the same id, and replaces the error with the answer', async () => {
    const api = fakeChatApi((body, index) =>
      index === 0
        ? HttpResponse.json({ error: 'boom' }, { status: 500 })
        : HttpResponse.json(chatReply(body)),
    );
    renderOpenWidget();
    await wait();
    await ask('What is PIP?');
    expect(messages().at(-1)).toHaveTextContent(CHAT_ERRORS.server500);
    const retry = screen.getByRole('button', { name: WIDGET_TEXTS.retryLabel });
    fireEvent.click(retry);
    await wait();

    expect(api.requests).toHaveLength(2);
    expect(api.requests[1]).toMatchObject({ message: 'What is PIP?', messageId: api.requests[0]?.messageId });
    expect(api.requests[1]?.conversationHistory).toEqual([]);
    expect(messages().map((item) => item.dataset.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(messages().at(-1)).toHaveTextContent('Here is what I found about “What is PIP?”');
    expect(screen.queryByRole('button', { name: WIDGET_TEXTS.retryLabel })).not.toBeInTheDocument();
  });

  it('is offered only on the latest error', async () => {
    fakeChatApi((body, index) =>
      index === 0
        ? HttpResponse.json({ error: 'boom' }, { status: 500 })
        : HttpResponse.json(chatReply(body)),
    );
    renderOpenWidget();
    await wait();
    await ask('First');
    await ask('Second');
    expect(screen.queryByRole('button', { name: WIDGET_TEXTS.retryLabel })).not.toBeInTheDocument();
  });
});

describe('starting questions', () => {
  it('are offered in the empty panel and asked with one click', async () => {
    const api = fakeChatApi();
    renderOpenWidget({
      starterQuestions: ['What does full coverage include?', 'Do I need renters insurance?'],
    });
    await wait();
    const list = screen.getByRole('list', { name: WIDGET_TEXTS.starterLabel });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['What does full coverage include?', 'Do I need renters insurance?']);
    fireEvent.click(within(list).getByRole('button', { name: 'Do I need renters insurance?' }));
    await wait();
    expect(api.requests[0]?.message).toBe('Do I need renters insurance?');
    expect(screen.queryByRole('list', { name: WIDGET_TEXTS.starterLabel })).not.toBeInTheDocument();
  });
});

describe('feedback on an answer', () => {
  it('is stored with the answer and sent as an event; the latest choice wins', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(FEEDBACK_URL, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ saved: true });
      }),
    );
    const api = fakeChatApi();
    renderOpenWidget();
    await wait();
    await ask('What is PIP?');
    const group = within(messages().at(-1)!).getByRole('group', { name: WIDGET_TEXTS.feedbackQuestion });
    const helpful = within(group).getByRole('button', { name: WIDGET_TEXTS.helpful });
    const notHelpful = within(group).getByRole('button', { name: WIDGET_TEXTS.notHelpful });
    expect(helpful).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(notHelpful);
    await wait();
    fireEvent.click(helpful);
    await wait();
    fireEvent.click(helpful);
    await wait();

    expect(helpful).toHaveAttribute('aria-pressed', 'true');
    expect(notHelpful).toHaveAttribute('aria-pressed', 'false');
    expect(group).toHaveTextContent(WIDGET_TEXTS.feedbackThanks);
    const { sessionId, messageId } = api.requests[0]!;
    expect(sent).toEqual([
      { sessionId, answerId: messageId, helpful: false },
      { sessionId, answerId: messageId, helpful: true },
    ]);
    expect(recordedEvents().filter((name) => name === 'CharlieFeedback')).toHaveLength(2);
  });

  it('is not offered on errors, notices or the greeting', async () => {
    fakeChatApi(() => HttpResponse.json({ error: 'boom' }, { status: 500 }));
    renderOpenWidget();
    await wait();
    await ask('What is PIP?');
    expect(screen.queryByRole('group', { name: WIDGET_TEXTS.feedbackQuestion })).not.toBeInTheDocument();
  });
});
