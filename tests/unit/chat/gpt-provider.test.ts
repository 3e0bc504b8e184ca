// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CHAT_ERRORS, CONFIGURATION_ERRORS } from '@/lib/chat/messages';
import { trimHistory } from '@/lib/chat/server/providers/gpt-history';
import { createGptProvider } from '@/lib/chat/server/providers/gpt';
import type { HistoryMessage } from '@/lib/chat/wire';
import { chatCompletion } from '../../fixtures/openai/chat-completion';
import { server } from '../../msw/server';

const OPENAI = 'https://api.openai.com/v1/chat/completions';
type CompletionBody = {
  model: string;
  messages: { role: string; content: string }[];
  [key: string]: unknown;
};

function capture(answer: () => Response) {
  const bodies: CompletionBody[] = [];
  server.use(
    http.post(OPENAI, async ({ request }) => {
      bodies.push((await request.json()) as CompletionBody);
      return answer();
    }),
  );
  return bodies;
}

const ask = (model: string, history: HistoryMessage[] = [], message = 'What is PIP?') =>
  createGptProvider({ apiKey: 'sk-test-000000', model }).answer({
    message,
    history,
    prompt: 'You are Charlie.',
    sessionId: 'session_1_a',
    vectaraChatId: null,
    repeat: false,
    signal: new AbortController().signal,
  });

const turns = (count: number, size = 10): HistoryMessage[] =>
  Array.from({ length: count }, (_, index) => ({
    role: index % 2 ? 'assistant' : 'user',
    content: `${index}`.padEnd(size, '.'),
    timestamp: index,
  }));

describe('the gpt provider', () => {
  it.each([{}, { apiKey: 'sk-test-000000' }, { model: 'gpt-4o' }, { apiKey: '', model: 'gpt-4o' }])(
    'refuses an incomplete configuration %o',
    (settings) => {
      expect(() => createGptProvider(settings)).toThrow(CONFIGURATION_ERRORS.gpt);
    },
  );

  it('asks gpt-4o with its limits, the system prompt, history and the question, text format, no streaming', async () => {
    const bodies = capture(() =>
      HttpResponse.json(
        chatCompletion('PIP pays your medical bills after a crash, whoever caused it, in no-fault states.'),
      ),
    );
    const result = await ask('gpt-4o', turns(2));
    expect(bodies[0]).toMatchObject({
      model: 'gpt-4o',
      max_tokens: 2000,
      temperature: 0.1,
      stream: false,
      response_format: { type: 'text' },
    });
    expect(bodies[0]?.messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    expect(bodies[0]?.messages[0]?.content).toBe('You are Charlie.');
    expect(bodies[0]?.messages.at(-1)?.content).toBe('What is PIP?');
    expect(result).toMatchObject({ context: expect.stringContaining('PIP pays'), score: 0.8, sources: [] });
  });

  it('uses the smaller limits and no response format for other models', async () => {
    const bodies = capture(() => HttpResponse.json(chatCompletion('Short answer.', 'gpt-4.1-mini')));
    const result = await ask('gpt-4.1-mini');
    expect(bodies[0]).toMatchObject({ max_tokens: 1000, temperature: 0.2 });
    expect(bodies[0]).not.toHaveProperty('response_format');
    expect(result.score).toBe(0.5);
  });

  it('sends 25 history messages to gpt-4o and 10 to other models', () => {
    expect(trimHistory(turns(40), 'gpt-4o', 0)).toHaveLength(25);
    expect(trimHistory(turns(40), 'gpt-4.1-mini', 0)).toHaveLength(10);
    expect(trimHistory(turns(40), 'gpt-4o', 0).at(-1)?.content).toMatch(/^39/);
  });

  it('drops the oldest history until it fits in 90% of the token budget', () => {
    // 8,192 tokens x 0.9 x 4 characters = 29,491 characters for everything.
    const history = turns(10, 5_000);
    const kept = trimHistory(history, 'gpt-4.1-mini', 1_000);
    expect(kept).toHaveLength(5);
    expect(kept[0]?.content).toMatch(/^5/);
    expect(trimHistory(turns(10, 5_000), 'gpt-4o', 1_000)).toHaveLength(10);
  });

  it.each([
    [
      'a 500',
      () => HttpResponse.json({ error: { message: 'Server error', type: 'server_error' } }, { status: 500 }),
    ],
    [
      'a 429',
      () => HttpResponse.json({ error: { message: 'Rate limit', type: 'requests' } }, { status: 429 }),
    ],
    [
      'a 401',
      () =>
        HttpResponse.json({ error: { message: 'Bad key', type: 'invalid_request_error' } }, { status: 401 }),
    ],
    ['a network error', () => HttpResponse.error()],
    ['an empty answer', () => HttpResponse.json(chatCompletion(null))],
    ['garbage', () => new HttpResponse('<html>', { status: 200, headers: { 'content-type': 'text/html' } })],
  ])('turns %s into an empty answer with score 0 and the run-failed text', async (_label, answer) => {
    capture(answer);
    expect(await ask('gpt-4o')).toMatchObject({
      context: '',
      score: 0,
      sources: [],
      error: CHAT_ERRORS.gptRunFailed,
    });
  });
});
