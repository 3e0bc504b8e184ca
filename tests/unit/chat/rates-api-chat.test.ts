// @vitest-environment node
import Bottleneck from 'bottleneck';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_ERRORS } from '@/lib/chat/messages';
import { createRatesApiChatProvider } from '@/lib/chat/server/providers/rates-api-chat';
import { createRatesChatClient } from '@/lib/chat/server/rates-api-client';
import { loadConfig } from '@/lib/config';
import { server } from '../../msw/server';
import { createRatesApiFake, RATES_KEY, RATES_URL } from '../../msw/rates-api';

const SESSION = 'session_1790000000000_abc1230000';

function forwarder(limiter = new Bottleneck()) {
  const api = createRatesChatClient({
    url: RATES_URL,
    apiKey: RATES_KEY,
    chatSecret: 'chat-secret-123',
    limiter,
  });
  return createRatesApiChatProvider('vectara', api);
}

const question = (signal = new AbortController().signal) => ({
  message: 'What is PIP?',
  history: [{ role: 'user' as const, content: 'Hi', timestamp: '2026-11-23T10:00:00.000Z' }],
  prompt: 'You are Charlie.',
  sessionId: SESSION,
  vectaraChatId: null,
  repeat: false,
  signal,
});

describe('the rates-api chat mode', () => {
  it('forwards the spec’s chat request to POST /charlie-ai/chat, with the server’s secret, through the shared limiter', async () => {
    const fake = createRatesApiFake();
    server.use(...fake.handlers);
    const limiter = new Bottleneck();
    const schedule = vi.spyOn(limiter, 'schedule');
    const result = await forwarder(limiter).answer(question());

    expect(result).toMatchObject({
      context: "The rates API's vectara answer to “What is PIP?”.",
      chatId: 'chat_rates_api_0001',
      turnId: 'turn_rates_api_0001',
    });
    expect(schedule).toHaveBeenCalledTimes(1);
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/charlie-ai/chat' });
    expect(fake.requests[0]?.headers.get('x-api-key')).toBe(RATES_KEY);
    expect(fake.requests[0]?.body).toEqual({
      message: 'What is PIP?',
      mode: 'chat',
      conversationHistory: question().history,
      sessionId: SESSION,
      vectaraChatId: null,
      aiProvider: 'vectara',
      secret: 'chat-secret-123',
    });
  });

  it.each([
    [500, CHAT_ERRORS.server500],
    [503, CHAT_ERRORS.server503],
  ])('answers nothing, with the catalogue’s text, on a %i', async (status, text) => {
    server.use(http.post(`${RATES_URL}/charlie-ai/chat`, () => HttpResponse.json({}, { status })));
    expect(await forwarder().answer(question())).toMatchObject({ context: '', error: text });
  });

  it('treats an empty reply as the catalogue’s “No response received”', async () => {
    server.use(http.post(`${RATES_URL}/charlie-ai/chat`, () => HttpResponse.json({ response: '' })));
    expect(await forwarder().answer(question())).toMatchObject({
      context: '',
      error: CHAT_ERRORS.emptyReply,
    });
  });

  it('is refused without the rates API', () => {
    expect(() => loadConfig({ CHAT_MODE: 'rates-api' })).toThrow(/CHAT_MODE is rates-api/);
    expect(
      loadConfig({ CHAT_MODE: 'rates-api', RATES_API_URL: RATES_URL, RATES_API_KEY: RATES_KEY }).chat,
    ).toMatchObject({ mode: 'rates-api', defaultProvider: 'vectara' });
  });
});
