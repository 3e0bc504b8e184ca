// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAbuseLimiter, type AbuseLimiter } from '@/lib/http/abuse-limits';
import { CHAT_ERRORS } from '@/lib/chat/messages';
import type { ChatDependencies } from '@/lib/chat/server/pipeline';
import type { ChatProvider } from '@/lib/chat/server/providers/types';
import { openLocalDatabase } from '@/lib/chat/server/store/database';
import { createProviderThreads, type ProviderThreads } from '@/lib/chat/server/store/provider-threads';
import { loadConfig, type AppConfig } from '@/lib/config';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_PROOF_HEADER,
  makeAddressProof,
} from '@/lib/http/address-proof';
import { testChatDeps } from '../../support/chat-deps';

let config: AppConfig;
let service: {
  deps: ChatDependencies;
  limiter: AbuseLimiter;
  threads: ProviderThreads;
};
const answer = vi.fn<ChatProvider['answer']>();

vi.mock('@/lib/config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/config')>()),
  getConfig: () => config,
}));
vi.mock('@/lib/chat/server/service', () => ({ getChatService: () => service }));

const { POST: chat } = await import('@/app/api/chat/route');
const { POST: clear } = await import('@/app/api/chat/clear/route');
const { POST: feedback } = await import('@/app/api/chat/feedback/route');
const { GET: metrics } = await import('@/app/api/chat/metrics/route');

const SESSION = 'session_1790000000000_abc1230000';
/** What the server's front adds to every request: the address it vouches for, with its proof. */
const from = (address: string) => ({
  [CLIENT_ADDRESS_HEADER]: address,
  [CLIENT_ADDRESS_PROOF_HEADER]: makeAddressProof(),
});

function post(
  handler: (request: Request) => Promise<Response>,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return handler(
    new Request('http://localhost/api/chat/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from('203.0.113.7'), ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

beforeEach(() => {
  config = loadConfig({});
  const db = openLocalDatabase(':memory:');
  answer.mockReset();
  answer.mockResolvedValue({
    sources: [],
    context: 'PIP pays medical bills.',
    score: 0.8,
    chatId: null,
    turnId: null,
    searchTimeMs: 1,
  });
  service = {
    deps: testChatDeps(db, { name: 'local', historyMessages: 8, answer }),
    limiter: createAbuseLimiter(db),
    threads: createProviderThreads(db),
  };
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('POST /api/chat', () => {
  it('answers a question', async () => {
    const response = await post(chat, { message: '  What is PIP?  ', sessionId: SESSION });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ response: 'PIP pays medical bills.', sessionId: SESSION });
    expect(answer.mock.calls[0]?.[0].message).toBe('What is PIP?');
  });

  it.each([
    ['no body', ''],
    ['not JSON', '{"message":'],
    ['an array', []],
    ['no message', { sessionId: SESSION }],
    ['an empty message', { message: '' }],
    ['a blank message', { message: ' \n\t ' }],
    ['a number for a message', { message: 42 }],
    ['a message over 2,000 characters', { message: 'x'.repeat(2001) }],
    ['an unknown provider', { message: 'Hi', aiProvider: 'skynet' }],
    [
      'a history with a wrong role',
      { message: 'Hi', conversationHistory: [{ role: 'system', content: 'x', timestamp: 1 }] },
    ],
    [
      'a history of 51 messages',
      { message: 'Hi', conversationHistory: Array(51).fill({ role: 'user', content: 'x', timestamp: 1 }) },
    ],
    ['a Vectara chat id with a path in it', { message: 'Hi', vectaraChatId: '../../admin' }],
    [
      'a history turn with a field the widget never sends',
      {
        message: 'Hi',
        conversationHistory: [{ role: 'assistant', content: 'x', timestamp: 1, sources: [], name: 'system' }],
      },
    ],
    [
      'a history turn without content',
      { message: 'Hi', conversationHistory: [{ role: 'user', timestamp: 1 }] },
    ],
    ['a history that is not a list', { message: 'Hi', conversationHistory: { role: 'user', content: 'x' } }],
  ])('refuses %s with 400 and a JSON error, and logs nothing', async (_label, body) => {
    const response = await post(chat, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(answer).not.toHaveBeenCalled();
    expect(await service.deps.store.getSession(SESSION)).toBeNull();
  });

  it('refuses a huge body with 413, declared or not', async () => {
    const huge = JSON.stringify({ message: 'x'.repeat(300_000) });
    expect((await post(chat, huge)).status).toBe(413);
    expect((await post(chat, huge, { 'content-length': '10' })).status).toBe(413);
  });

  it('ignores a secret sent by the browser', async () => {
    const response = await post(chat, { message: 'Hi', secret: 'let-me-in' });
    expect(response.status).toBe(200);
    expect(JSON.stringify(answer.mock.calls[0]?.[0])).not.toContain('let-me-in');
  });

  it('answers 503 for a provider that is not configured, and logs why', async () => {
    const response = await post(chat, { message: 'Hi', aiProvider: 'gpt' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: CHAT_ERRORS.server503 });
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('Incomplete GPT configuration: apiKey and model are required'),
    );
  });

  it('answers 500 with the catalogue text when something unexpected fails', async () => {
    answer.mockRejectedValue(new Error('boom at /srv/app.js:1'));
    const response = await post(chat, { message: 'Hi' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: CHAT_ERRORS.server500 });
  });

  it('limits one session to its messages per minute, with Retry-After', async () => {
    config = loadConfig({ CHAT_SESSION_LIMIT_PER_MINUTE: '2' });
    expect((await post(chat, { message: 'Hi', sessionId: SESSION })).status).toBe(200);
    expect((await post(chat, { message: 'Hi', sessionId: SESSION })).status).toBe(200);
    const limited = await post(chat, { message: 'Hi', sessionId: SESSION });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(chat, { message: 'Hi', sessionId: 'session_1790000000000_other10000' })).status).toBe(
      200,
    );
  });

  it('limits one address across sessions, whatever X-Forwarded-For claims', async () => {
    config = loadConfig({ CHAT_ADDRESS_LIMIT_PER_MINUTE: '2' });
    expect((await post(chat, { message: 'Hi', sessionId: SESSION })).status).toBe(200);
    expect((await post(chat, { message: 'Hi' }, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(200);
    const rotated = await post(
      chat,
      { message: 'Hi', sessionId: 'session_1790000000000_other20000' },
      { 'x-forwarded-for': '198.51.100.2', 'x-real-ip': '198.51.100.3' },
    );
    expect(rotated.status).toBe(429);
    expect((await post(chat, { message: 'Hi' }, from('198.51.100.9'))).status).toBe(200);
  });

  it('counts an IPv6 visitor by their /64, which they can rotate within', async () => {
    config = loadConfig({ CHAT_ADDRESS_LIMIT_PER_MINUTE: '1' });
    expect((await post(chat, { message: 'Hi' }, from('2001:db8:aa:bb::1'))).status).toBe(200);
    expect((await post(chat, { message: 'Hi' }, from('2001:db8:aa:bb:9:8:7:6'))).status).toBe(429);
    expect((await post(chat, { message: 'Hi' }, from('2001:db8:aa:cc::1'))).status).toBe(200);
  });

  it('trusts no address header without the front’s proof', async () => {
    config = loadConfig({ CHAT_ADDRESS_LIMIT_PER_MINUTE: '1' });
    const forged = (address: string) => ({
      [CLIENT_ADDRESS_HEADER]: address,
      [CLIENT_ADDRESS_PROOF_HEADER]: 'guess',
    });
    expect((await post(chat, { message: 'Hi' }, forged('192.0.2.1'))).status).toBe(200);
    expect((await post(chat, { message: 'Hi' }, forged('192.0.2.2'))).status).toBe(429);
  });

  it('caps the whole site’s messages per minute', async () => {
    config = loadConfig({ CHAT_SITE_LIMIT_PER_MINUTE: '2' });
    expect((await post(chat, { message: 'Hi' }, from('192.0.2.1'))).status).toBe(200);
    expect((await post(chat, { message: 'Hi' }, from('192.0.2.2'))).status).toBe(200);
    expect((await post(chat, { message: 'Hi' }, from('192.0.2.3'))).status).toBe(429);
  });
});

describe('writes from another site', () => {
  it.each([
    ['a text/plain body, which needs no preflight', { 'content-type': 'text/plain' }, 415],
    ['no content type', { 'content-type': '' }, 415],
    ['another origin', { origin: 'https://evil.example' }, 403],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }, 403],
    ['a same-site sibling', { 'sec-fetch-site': 'same-site' }, 403],
  ])('are refused for %s', async (_, headers, status) => {
    const chatted = await post(chat, { message: 'Hi', sessionId: SESSION }, headers);
    expect(chatted.status).toBe(status);
    expect(answer).not.toHaveBeenCalled();
    await post(chat, { message: 'Hi', sessionId: SESSION });
    expect((await post(clear, { sessionId: SESSION }, headers)).status).toBe(status);
    expect(await service.deps.store.history(SESSION, 8)).toHaveLength(2);
  });

  it('are answered from the site’s own pages and from servers that send no origin', async () => {
    const own = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };
    expect((await post(chat, { message: 'Hi', sessionId: SESSION }, own)).status).toBe(200);
    expect((await post(chat, { message: 'Hi', sessionId: SESSION })).status).toBe(200);
  });
});

describe('acknowledged answers', () => {
  it('are sent only once their records are committed', async () => {
    const store = service.deps.store;
    let commit: () => void = () => undefined;
    const log = vi.spyOn(store, 'log').mockImplementation(
      (records) =>
        new Promise<void>((resolve) => {
          commit = () => void store.log.call(store, records).then(resolve);
        }),
    );
    let answered = false;
    const pending = post(chat, { message: 'Hi', sessionId: SESSION }).then((response) => {
      answered = true;
      return response;
    });
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    log.mockRestore();
    commit();
    expect((await pending).status).toBe(200);
  });

  it('are never left behind by a clear that arrives while they are on their way', async () => {
    let reply: () => void = () => undefined;
    answer.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          reply = () =>
            resolve({
              sources: [],
              context: 'Late answer.',
              score: 0.8,
              chatId: null,
              turnId: null,
              searchTimeMs: 1,
            });
        }),
    );
    const chatting = post(chat, { message: 'Hi', sessionId: SESSION });
    await vi.waitFor(() => expect(answer).toHaveBeenCalled());
    let cleared = false;
    const clearing = post(clear, { sessionId: SESSION }).then((response) => {
      cleared = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cleared).toBe(false);
    reply();
    expect((await chatting).status).toBe(200);
    expect((await clearing).status).toBe(200);
    expect(await service.deps.store.history(SESSION, 8)).toEqual([]);
  });
});

describe('POST /api/chat/clear', () => {
  it.each([{}, { sessionId: 'nope' }, { sessionId: 42 }, 'garbage'])('refuses %j with 400', async (body) => {
    expect((await post(clear, body)).status).toBe(400);
  });

  it('forgets the session’s history and provider threads', async () => {
    await post(chat, { message: 'Hi', sessionId: SESSION });
    await service.threads.set(SESSION, 'vectara', 'chat_123');
    const response = await post(clear, { sessionId: SESSION, aiProvider: 'vectara' });
    expect(await response.json()).toEqual({ cleared: true, sessionId: SESSION });
    expect(await service.deps.store.history(SESSION, 8)).toEqual([]);
    expect(await service.threads.get(SESSION, 'vectara')).toBeNull();
  });

  it('deletes the session’s upstream conversation and chat, and a failure there is logged, not shown', async () => {
    const deleted: string[] = [];
    service.deps.providers.vectara = {
      name: 'vectara',
      historyMessages: 10,
      answer,
      deleteThread: async (id) => void deleted.push(`vectara:${id}`),
    };
    service.deps.providers.assistant = {
      name: 'assistant',
      historyMessages: 8,
      answer,
      deleteThread: () => Promise.reject(new Error('OpenAI is down')),
    };
    await post(chat, { message: 'Hi', sessionId: SESSION });
    await service.threads.set(SESSION, 'vectara', 'cht_123');
    await service.threads.set(SESSION, 'assistant', 'conv_456');
    const response = await post(clear, { sessionId: SESSION, aiProvider: 'vectara' });

    expect(response.status).toBe(200);
    expect(deleted).toEqual(['vectara:cht_123']);
    expect(await service.threads.get(SESSION, 'assistant')).toBeNull();
    expect(await service.deps.store.history(SESSION, 8)).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('chat.upstream_clear_failed'));
  });
});

describe('POST /api/chat/feedback', () => {
  it('stores whether an answer helped with the answer’s record', async () => {
    const answered = await (
      await post(chat, { message: 'Hi', sessionId: SESSION, messageId: 'user-1-abc' })
    ).json();
    expect(answered.answerId).toBe('user-1-abc');
    const response = await post(feedback, { sessionId: SESSION, answerId: 'user-1-abc', helpful: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ saved: true, answerId: 'user-1-abc', helpful: true });
  });

  it('answers 404 for an answer the session does not have', async () => {
    await post(chat, { message: 'Hi', sessionId: SESSION, messageId: 'user-1-abc' });
    const other = 'session_1790000000000_zzz9990000';
    expect((await post(feedback, { sessionId: other, answerId: 'user-1-abc', helpful: true })).status).toBe(
      404,
    );
  });

  it.each([
    {},
    { sessionId: SESSION, answerId: 'user-1-abc' },
    { sessionId: SESSION, answerId: 'user-1-abc', helpful: 'yes' },
    { sessionId: SESSION, answerId: '../../etc', helpful: true },
    { sessionId: 'nope', answerId: 'user-1-abc', helpful: true },
  ])('refuses %j with 400', async (body) => {
    expect((await post(feedback, body)).status).toBe(400);
  });
});

describe('an abandoned question', () => {
  it('stops the provider when the browser goes away', async () => {
    let providerSignal: AbortSignal | undefined;
    answer.mockImplementation(
      (request) =>
        new Promise((_, reject) => {
          providerSignal = request.signal;
          request.signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const browser = new AbortController();
    const pending = chat(
      new Request('http://localhost/api/chat/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from('203.0.113.7') },
        body: JSON.stringify({ message: 'Hi', sessionId: SESSION }),
        signal: browser.signal,
      }),
    );
    await vi.waitFor(() => expect(providerSignal).toBeDefined());
    browser.abort();
    expect((await pending).status).toBe(499);
    expect(providerSignal?.aborted).toBe(true);
  });
});

describe('GET /api/chat/metrics', () => {
  it('is not there unless CHAT_METRICS switches it on', async () => {
    const response = metrics();
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found.' });
  });

  it("lists the last answers' timings, and never their words, when switched on for the bench", async () => {
    config = loadConfig({ CHAT_METRICS: 'true' });
    await post(chat, { message: 'What is PIP?', sessionId: SESSION });
    const response = metrics();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.count).toBe(1);
    expect(JSON.stringify(body)).not.toMatch(/PIP/);
  });
});
