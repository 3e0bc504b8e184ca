// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSISTANT_ERRORS, CONFIGURATION_ERRORS } from '@/lib/chat/messages';
import { createAssistantProvider, type Sleep } from '@/lib/chat/server/providers/assistant';
import type { ProviderRequest } from '@/lib/chat/server/providers/types';
import { openLocalDatabase } from '@/lib/chat/server/store/database';
import { createProviderThreads, type ProviderThreads } from '@/lib/chat/server/store/provider-threads';
import {
  backgroundResponse,
  conversation,
  deletedConversation,
  itemList,
  model,
  runItems,
} from '../../fixtures/openai/responses';
import { server } from '../../msw/server';

const API = 'https://api.openai.com/v1';
const SESSION = 'session_1790000000000_abc1230000';
const ANSWER = 'Uninsured motorist coverage pays for your injuries when the other driver has no insurance.';

let threads: ProviderThreads;
let seen: { method: string; path: string; body: unknown }[];

/** A scripted OpenAI: each endpoint answers from its own list, the last answer repeating. */
function openai(script: {
  retrieveModel?: Response[];
  createConversation?: Response[];
  addItems?: Response[];
  listItems?: Response[];
  createResponse?: Response[];
  retrieve?: Response[];
  deleteConversation?: Response[];
}) {
  const next = (list: Response[] | undefined, fallback: () => Response) => () =>
    (list && list.length > 1 ? list.shift() : list?.[0]?.clone()) ?? fallback();
  const answers = {
    retrieveModel: next(script.retrieveModel, () => HttpResponse.json(model())),
    listItems: next(script.listItems, () => HttpResponse.json(runItems(ANSWER))),
    deleteConversation: next(script.deleteConversation, () => HttpResponse.json(deletedConversation())),
    createConversation: next(script.createConversation, () => HttpResponse.json(conversation())),
    addItems: next(script.addItems, () => HttpResponse.json(itemList('question'))),
    createResponse: next(script.createResponse, () => HttpResponse.json(backgroundResponse('queued'))),
    retrieve: next(script.retrieve, () => HttpResponse.json(backgroundResponse('completed', ANSWER))),
  };
  const record = async (request: Request) => {
    const body =
      request.method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => null)
        : null;
    seen.push({ method: request.method, path: new URL(request.url).pathname, body });
  };
  server.use(
    http.get(`${API}/models/:model`, async ({ request }) => (await record(request), answers.retrieveModel())),
    http.get(
      `${API}/conversations/:id/items`,
      async ({ request }) => (await record(request), answers.listItems()),
    ),
    http.delete(
      `${API}/conversations/:id`,
      async ({ request }) => (await record(request), answers.deleteConversation()),
    ),
    http.post(
      `${API}/conversations`,
      async ({ request }) => (await record(request), answers.createConversation()),
    ),
    http.post(
      `${API}/conversations/:id/items`,
      async ({ request }) => (await record(request), answers.addItems()),
    ),
    http.post(`${API}/responses`, async ({ request }) => (await record(request), answers.createResponse())),
    http.get(`${API}/responses/:id`, async ({ request }) => (await record(request), answers.retrieve())),
    http.post(
      `${API}/responses/:id/cancel`,
      async ({ request }) => (await record(request), HttpResponse.json(backgroundResponse('cancelled'))),
    ),
  );
}

const json = (body: Record<string, unknown>, status = 200) => HttpResponse.json(body, { status });
const apiError = (status: number) =>
  json({ error: { message: 'nope', type: 'invalid_request_error' } }, status);

/** The visitor's question as the pipeline hands it over. */
const question = (fields: Partial<ProviderRequest> = {}): ProviderRequest => ({
  message: 'Does uninsured motorist cover me?',
  history: [],
  prompt: 'You are Charlie.',
  sessionId: SESSION,
  vectaraChatId: null,
  repeat: false,
  signal: new AbortController().signal,
  ...fields,
});

const provider = (sleep?: Sleep) =>
  createAssistantProvider({ apiKey: 'sk-test-000000', model: 'gpt-4o' }, threads, sleep);

function ask(sleep?: Sleep) {
  return provider(sleep).answer(question());
}
const instant = () => Promise.resolve();
const count = (path: RegExp, method = 'GET') =>
  seen.filter((call) => call.method === method && path.test(call.path)).length;

beforeEach(() => {
  threads = createProviderThreads(openLocalDatabase(':memory:'));
  seen = [];
});

describe('the assistant provider', () => {
  it.each([{}, { apiKey: 'sk-test-000000' }, { model: 'gpt-4o' }])(
    'refuses an incomplete configuration %o',
    (settings) => {
      expect(() => createAssistantProvider(settings, threads)).toThrow(CONFIGURATION_ERRORS.assistant);
    },
  );

  it('makes a conversation, adds the message, runs it in the background and polls it to the answer', async () => {
    openai({
      retrieve: [
        HttpResponse.json(backgroundResponse('in_progress')),
        HttpResponse.json(backgroundResponse('completed', ANSWER)),
      ],
    });
    const result = await ask(instant);

    expect(result).toMatchObject({
      context: ANSWER,
      score: 0.8,
      sources: [],
      turnId: 'resp_68c1b2f7a1b08190',
    });
    expect(await threads.get(SESSION, 'assistant')).toBe('conv_68c1b2f5e0a48190a1e5d0c5f4d0b7a9');
    expect(seen.find((call) => call.path.endsWith('/items'))?.body).toEqual({
      items: [{ type: 'message', role: 'user', content: 'Does uninsured motorist cover me?' }],
    });
    expect(seen.find((call) => call.path === '/v1/responses')?.body).toEqual({
      model: 'gpt-4o',
      conversation: 'conv_68c1b2f5e0a48190a1e5d0c5f4d0b7a9',
      instructions: 'You are Charlie.',
      temperature: 0.2,
      background: true,
      store: true,
    });
    expect(count(/^\/v1\/responses\/resp_/)).toBe(2);
  });

  it('keeps one conversation per session', async () => {
    openai({});
    await ask(instant);
    await ask(instant);
    expect(count(/^\/v1\/conversations$/, 'POST')).toBe(1);
  });

  it('makes a new conversation when the stored one is no longer valid', async () => {
    await threads.set(SESSION, 'assistant', 'conv_expired');
    openai({
      addItems: [apiError(404), HttpResponse.json(itemList('question'))],
      createConversation: [json(conversation('conv_new'))],
    });
    expect((await ask(instant)).context).toBe(ANSWER);
    expect(await threads.get(SESSION, 'assistant')).toBe('conv_new');
  });

  it.each([
    [
      'the conversation cannot be made',
      { createConversation: [apiError(500)] },
      ASSISTANT_ERRORS.threadCreationFailed,
    ],
    ['the message cannot be added', { addItems: [apiError(400)] }, ASSISTANT_ERRORS.addMessageFailed(400)],
    ['the run cannot start', { createResponse: [apiError(500)] }, ASSISTANT_ERRORS.runFailed],
    ['the run fails', { retrieve: [json(backgroundResponse('failed'))] }, ASSISTANT_ERRORS.runFailed],
    [
      'the run is cancelled',
      { retrieve: [json(backgroundResponse('cancelled'))] },
      ASSISTANT_ERRORS.runCancelled,
    ],
    [
      'the assistant’s model cannot be found',
      { retrieveModel: [apiError(404)] },
      ASSISTANT_ERRORS.creationFailed,
    ],
    [
      'the run expires (its stored response is gone)',
      { retrieve: [apiError(404)] },
      ASSISTANT_ERRORS.runExpired,
    ],
    ['the run’s messages cannot be read', { listItems: [apiError(500)] }, ASSISTANT_ERRORS.messagesFailed],
    [
      'the run is cut short before writing anything',
      { retrieve: [json(backgroundResponse('incomplete'))] },
      ASSISTANT_ERRORS.noResponse,
    ],
    ['the status cannot be checked', { retrieve: [apiError(500)] }, ASSISTANT_ERRORS.statusCheckFailed],
    [
      'the run has no answer',
      { retrieve: [json(backgroundResponse('completed', null))] },
      ASSISTANT_ERRORS.noResponse,
    ],
  ])('when %s, answers nothing with score 0 and the spec’s text', async (_label, script, text) => {
    openai(script);
    expect(await ask(instant)).toMatchObject({ context: '', score: 0, sources: [], error: text });
  });

  it('answers with the partial text of a run cut short (incomplete), not an error', async () => {
    openai({ retrieve: [json(backgroundResponse('incomplete', 'Uninsured motorist coverage pays for'))] });
    server.use(
      http.get(`${API}/conversations/:id/items`, () =>
        HttpResponse.json(runItems('Uninsured motorist coverage pays for')),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await ask(instant)).toMatchObject({ context: 'Uninsured motorist coverage pays for', score: 0.5 });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('max_output_tokens'));
  });

  it('reads the run’s own messages from the conversation, newest 20, and checks the model once', async () => {
    openai({});
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => void urls.push(request.url));
    const assistant = provider(instant);
    expect((await assistant.answer(question())).context).toBe(ANSWER);
    await assistant.answer(question());
    server.events.removeAllListeners();
    expect(urls.filter((url) => url.includes('/items?'))).toEqual([
      expect.stringMatching(/\/conversations\/conv_[^/]+\/items\?limit=20&order=desc$/),
      expect.stringMatching(/\/items\?limit=20&order=desc$/),
    ]);
    expect(count(/^\/v1\/models\/gpt-4o$/)).toBe(1);
  });

  it('on a repeated question, does not add it again when the conversation already ends with it', async () => {
    await threads.set(SESSION, 'assistant', 'conv_68c1b2f5e0a48190a1e5d0c5f4d0b7a9');
    openai({ listItems: [json(itemList('Does uninsured motorist cover me?')), json(runItems(ANSWER))] });
    const result = await provider(instant).answer(question({ repeat: true }));
    expect(result.context).toBe(ANSWER);
    expect(count(/\/items$/, 'POST')).toBe(0);
  });

  it('on a repeated question the conversation does not have yet, adds it once', async () => {
    await threads.set(SESSION, 'assistant', 'conv_68c1b2f5e0a48190a1e5d0c5f4d0b7a9');
    openai({ listItems: [json(itemList('Something asked before')), json(runItems(ANSWER))] });
    await provider(instant).answer(question({ repeat: true }));
    expect(count(/\/items$/, 'POST')).toBe(1);
  });

  it('cancels the background run when the visitor stops waiting', async () => {
    openai({ retrieve: [json(backgroundResponse('in_progress'))] });
    const controller = new AbortController();
    let polls = 0;
    const answer = provider(async () => {
      if (++polls === 3) controller.abort();
    }).answer(question({ signal: controller.signal }));
    await expect(answer).rejects.toBeDefined();
    await vi.waitFor(() => expect(count(/\/cancel$/, 'POST')).toBe(1));
  });

  it('deletes the session’s conversation upstream', async () => {
    openai({});
    await provider().deleteThread?.('conv_abc');
    expect(seen).toContainEqual({ method: 'DELETE', path: '/v1/conversations/conv_abc', body: null });
  });

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
    afterEach(() => vi.useRealTimers());

    it('polls once a second and gives up after 120 polls, cancelling the run', async () => {
      openai({ retrieve: [json(backgroundResponse('in_progress'))] });
      const started = Date.now();
      const answer = ask();
      for (let second = 0; second < 125; second++) await vi.advanceTimersByTimeAsync(1_000);
      const result = await answer;

      expect(result).toMatchObject({ context: '', score: 0, error: ASSISTANT_ERRORS.runTimedOut });
      expect(count(/^\/v1\/responses\/resp_[^/]+$/)).toBe(120);
      expect(count(/\/cancel$/, 'POST')).toBe(1);
      expect(Date.now() - started).toBeGreaterThanOrEqual(120_000);
    });
  });
});
