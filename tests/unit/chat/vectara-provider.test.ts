// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONFIGURATION_ERRORS } from '@/lib/chat/messages';
import { createVectaraProvider, promptTemplate } from '@/lib/chat/server/providers/vectara';
import { openLocalDatabase } from '@/lib/chat/server/store/database';
import { createProviderThreads, type ProviderThreads } from '@/lib/chat/server/store/provider-threads';
import type { HistoryMessage } from '@/lib/chat/wire';
import { chatFullResponse } from '../../fixtures/vectara/chat';
import { server } from '../../msw/server';

const VECTARA = 'https://api.vectara.io';
const SESSION = 'session_1790000000000_abc1230000';
const settings = {
  apiKey: 'zwt_test_key',
  customerId: '1234567',
  corpusKeys: ['auto-guides', 'faq'],
  baseUrl: VECTARA,
};

let threads: ProviderThreads;
let calls: { url: string; headers: Headers; body: Record<string, unknown> }[];

function respond(answer: (url: string) => Response) {
  const handler = async ({ request }: { request: Request }) => {
    calls.push({
      url: request.url,
      headers: request.headers,
      body: (await request.json()) as Record<string, unknown>,
    });
    return answer(request.url);
  };
  server.use(
    http.post(`${VECTARA}/v2/chats`, handler),
    http.post(`${VECTARA}/v2/chats/:chatId/turns`, handler),
  );
}

const ask = (history: HistoryMessage[] = [], vectaraChatId: string | null = null) =>
  createVectaraProvider(settings, threads).answer({
    message: 'Does uninsured motorist cover hit and run?',
    history,
    prompt: 'You are Charlie.',
    sessionId: SESSION,
    vectaraChatId,
    repeat: false,
    signal: new AbortController().signal,
  });

beforeEach(() => {
  threads = createProviderThreads(openLocalDatabase(':memory:'));
  calls = [];
});

describe('the vectara provider', () => {
  it.each([
    { ...settings, apiKey: null },
    { ...settings, customerId: '' },
    { ...settings, corpusKeys: [] },
  ])('refuses an incomplete configuration', (incomplete) => {
    expect(() => createVectaraProvider(incomplete, threads)).toThrow(CONFIGURATION_ERRORS.vectara);
  });

  it('starts a chat with the spec’s search, generation and chat-store settings', async () => {
    respond(() => HttpResponse.json(chatFullResponse()));
    const result = await ask();

    expect(calls[0]?.url).toBe(`${VECTARA}/v2/chats`);
    expect(calls[0]?.headers.get('x-api-key')).toBe('zwt_test_key');
    expect(calls[0]?.body).toMatchObject({
      query: 'Does uninsured motorist cover hit and run?',
      stream_response: false,
      save_history: true,
      chat: { store: true },
      search: {
        corpora: [
          { corpus_key: 'auto-guides', lexical_interpolation: 0.005 },
          { corpus_key: 'faq', lexical_interpolation: 0.005 },
        ],
        limit: 9,
        context_configuration: { sentences_before: 1, sentences_after: 1 },
        reranker: { type: 'customer_reranker', limit: 2 },
      },
      generation: { max_used_search_results: 2, response_language: 'eng' },
    });
    expect(result).toMatchObject({
      context: expect.stringContaining('hit-and-run'),
      chatId: 'cht_74b5a5f3-1f51-4427-a317-f62efb493928',
      turnId: 'trn_74b5a5f3-1f51',
      score: 0.8,
    });
    expect(result.sources).toEqual(
      [1, 2, 3].map((n) => ({
        title: `Guide ${n}`,
        url: `https://www.example.com/guides/${n}/`,
        snippet: `Passage ${n} about uninsured motorist coverage.`,
      })),
    );
  });

  it('continues the session’s chat with a new turn, whatever chat id the browser sends', async () => {
    respond(() => HttpResponse.json(chatFullResponse()));
    await ask();
    await ask([], 'cht_someone_elses_chat');
    expect(calls[1]?.url).toBe(`${VECTARA}/v2/chats/cht_74b5a5f3-1f51-4427-a317-f62efb493928/turns`);
  });

  it.each([400, 401, 403, 404, 429, 500, 503])(
    'turns a %i into "Vectara error: %i" and never stores the chat id',
    async (status) => {
      respond(() => HttpResponse.json({ messages: ['failed'] }, { status }));
      const result = await ask();
      expect(result).toMatchObject({
        error: `Vectara error: ${status}`,
        context: '',
        sources: [],
        chatId: null,
      });
      expect(await threads.get(SESSION, 'vectara')).toBeNull();
    },
  );

  describe('a repeated question (a retry after the first try was abandoned)', () => {
    const repeatAsk = () =>
      createVectaraProvider(settings, threads).answer({
        message: 'Does uninsured motorist cover hit and run?',
        history: [],
        prompt: 'You are Charlie.',
        sessionId: SESSION,
        vectaraChatId: null,
        repeat: true,
        signal: new AbortController().signal,
      });
    const turns = (query: string) => ({
      turns: [
        {
          id: 'trn_1',
          chat_id: 'cht_1',
          query: 'What is PIP?',
          answer: 'PIP pays.',
          enabled: true,
          created_at: '2026-11-23T10:00:00Z',
        },
        {
          id: 'trn_2',
          chat_id: 'cht_1',
          query,
          answer: 'Yes, in most states.',
          enabled: true,
          created_at: '2026-11-23T10:01:00Z',
        },
      ],
    });

    it('gives the answer of the turn the abandoned try made, without asking again', async () => {
      await threads.set(SESSION, 'vectara', 'cht_1');
      respond(() => HttpResponse.json(chatFullResponse()));
      server.use(
        http.get(`${VECTARA}/v2/chats/cht_1/turns`, () =>
          HttpResponse.json(turns('Does uninsured motorist cover hit and run?')),
        ),
      );
      expect(await repeatAsk()).toMatchObject({
        context: 'Yes, in most states.',
        turnId: 'trn_2',
        chatId: 'cht_1',
      });
      expect(calls).toHaveLength(0);
    });

    it('asks when the chat does not have the question yet', async () => {
      await threads.set(SESSION, 'vectara', 'cht_1');
      respond(() => HttpResponse.json(chatFullResponse()));
      server.use(
        http.get(`${VECTARA}/v2/chats/cht_1/turns`, () => HttpResponse.json(turns('Something else'))),
      );
      await repeatAsk();
      expect(calls).toHaveLength(1);
    });
  });

  it('deletes a chat upstream, a chat already gone included', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete(`${VECTARA}/v2/chats/:chatId`, ({ params }) => {
        deleted.push(String(params.chatId));
        return new HttpResponse(null, { status: params.chatId === 'cht_gone' ? 404 : 204 });
      }),
    );
    const provider = createVectaraProvider(settings, threads);
    await provider.deleteThread?.('cht_1');
    await provider.deleteThread?.('cht_gone');
    expect(deleted).toEqual(['cht_1', 'cht_gone']);
    server.use(http.delete(`${VECTARA}/v2/chats/:chatId`, () => new HttpResponse(null, { status: 500 })));
    await expect(provider.deleteThread?.('cht_1')).rejects.toThrow('Vectara error: 500');
  });

  it('builds the prompt template from the last 10 history messages, with Velocity directives escaped', () => {
    const history: HistoryMessage[] = Array.from({ length: 12 }, (_, index) => ({
      role: index % 2 ? 'assistant' : 'user',
      content: index === 11 ? 'Costs $500 #set($x = 1)' : `message ${index}`,
      timestamp: index,
    }));
    const template = promptTemplate('You are Charlie.', history);
    const messages = JSON.parse(template.replace(/\$\{esc\.[dh]\}/g, '')) as {
      role: string;
      content: string;
    }[];
    expect(messages).toHaveLength(12);
    expect(messages[0]).toEqual({ role: 'system', content: 'You are Charlie.' });
    expect(messages[1]?.content).toBe('message 2');
    expect(template).toContain('Costs ${esc.d}500 ${esc.h}set(${esc.d}x = 1)');
    expect(messages.at(-1)?.content).toContain('$vectaraQuery');
  });
});
