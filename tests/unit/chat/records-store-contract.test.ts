// @vitest-environment node
import Bottleneck from 'bottleneck';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRatesChatClient } from '@/lib/chat/server/rates-api-client';
import { openLocalDatabase } from '@/lib/chat/server/store/database';
import { createEmbeddedRecordsStore } from '@/lib/chat/server/store/embedded-records-store';
import { createAnswerLedger } from '@/lib/chat/server/store/answer-ledger';
import { createRatesApiRecordsStore } from '@/lib/chat/server/store/rates-api-records-store';
import type { ChatRecordsStore, LogRecord } from '@/lib/chat/server/store/types';
import { server } from '../../msw/server';
import { createRatesApiFake, RATES_KEY, RATES_URL } from '../../msw/rates-api';

function ratesStore({
  apiKey = RATES_KEY,
  chatSecret = 'chat-secret-123' as string | null,
  limiter = new Bottleneck(),
} = {}) {
  return createRatesApiRecordsStore(
    createRatesChatClient({ url: RATES_URL, apiKey, chatSecret, limiter }),
    createAnswerLedger(openLocalDatabase(':memory:'), { retentionDays: 30 }),
  );
}

const adapters: { name: string; create: () => ChatRecordsStore }[] = [
  {
    name: 'embedded',
    create: () => createEmbeddedRecordsStore(openLocalDatabase(':memory:'), { retentionDays: 30 }),
  },
  {
    name: 'rates-api',
    create: () => {
      server.use(...createRatesApiFake().handlers);
      return ratesStore();
    },
  },
];

const SESSION = 'session_1790000000000_alpha10000';
const OTHER = 'session_1790000000000_beta220000';

function record(
  sessionId: string,
  role: 'user' | 'assistant',
  content: string,
  second: number,
  responseMs = 0,
): LogRecord {
  return {
    sessionId,
    messageRole: role,
    messageContent: content,
    ragScore: role === 'assistant' ? 0.8 : 0,
    timestamp: `2026-11-22T10:00:${String(second).padStart(2, '0')}.000Z`,
    vectaraSearchTime: 1,
    totalResponseTime: responseMs,
    databaseHistoryTime: 0.5,
    loggingTime: 0.1,
    vectaraChatId: null,
    vectaraTurnId: null,
    hostEnv: 'test',
  };
}

describe.each(adapters)('the $name chat records store', ({ create }) => {
  let store: ChatRecordsStore;

  beforeEach(async () => {
    store = create();
    await store.log([
      record(SESSION, 'user', 'What is PIP?', 1),
      record(SESSION, 'assistant', 'PIP pays medical bills.', 2, 40),
    ]);
    await store.log([
      record(SESSION, 'user', 'Is it required in Florida?', 3),
      record(SESSION, 'assistant', 'Yes, $10,000.', 4, 20),
    ]);
    await store.log([record(OTHER, 'user', 'Someone else’s question', 5)]);
  });

  it('returns a session’s latest messages, oldest first, within the limit', async () => {
    expect(await store.history(SESSION, 3)).toEqual([
      { role: 'assistant', content: 'PIP pays medical bills.', timestamp: '2026-11-22T10:00:02.000Z' },
      { role: 'user', content: 'Is it required in Florida?', timestamp: '2026-11-22T10:00:03.000Z' },
      { role: 'assistant', content: 'Yes, $10,000.', timestamp: '2026-11-22T10:00:04.000Z' },
    ]);
  });

  it('never mixes sessions', async () => {
    expect((await store.history(OTHER, 8)).map((message) => message.content)).toEqual([
      'Someone else’s question',
    ]);
    expect(await store.history('session_1790000000000_nobody0000', 8)).toEqual([]);
  });

  it('knows its sessions and counts their messages', async () => {
    expect(await store.getSession(SESSION)).toMatchObject({ sessionId: SESSION, messageCount: 4 });
    expect(await store.getSession('session_1790000000000_nobody0000')).toBeNull();
    await store.createSession('session_1790000000000_fresh10000');
    expect(await store.getSession('session_1790000000000_fresh10000')).toMatchObject({ messageCount: 0 });
  });

  it('reports a session’s analytics', async () => {
    expect(await store.analytics(SESSION)).toEqual({
      sessionId: SESSION,
      messageCount: 4,
      userMessages: 2,
      assistantMessages: 2,
      averageResponseTimeMs: 30,
      firstMessageAt: '2026-11-22T10:00:01.000Z',
      lastMessageAt: '2026-11-22T10:00:04.000Z',
    });
    expect(await store.analytics('session_1790000000000_nobody0000')).toBeNull();
  });

  it('deletes one session and nothing else', async () => {
    await store.deleteSession(SESSION);
    expect(await store.history(SESSION, 8)).toEqual([]);
    expect(await store.getSession(SESSION)).toBeNull();
    expect(await store.history(OTHER, 8)).toHaveLength(1);
    await expect(store.deleteSession(SESSION)).resolves.toBeUndefined();
  });
});

describe('the rates-API chat records store', () => {
  it('sends the API key header and the server’s chat secret, never anything from the browser', async () => {
    const fake = createRatesApiFake();
    server.use(...fake.handlers);
    const store = ratesStore();
    await store.log([{ ...record(SESSION, 'user', 'Hi', 1), answerId: 'user-1-local' }]);
    await store.history(SESSION, 8);

    expect(fake.requests.map((request) => request.path)).toEqual([
      '/charlie-ai/chat/log',
      '/charlie-ai/chat/history',
    ]);
    for (const request of fake.requests) expect(request.headers.get('x-api-key')).toBe(RATES_KEY);
    expect(fake.requests[1]?.body).toEqual({ sessionId: SESSION, limit: 8, secret: 'chat-secret-123' });
    // The API gets the spec's record fields only.
    expect(fake.requests[0]?.body).not.toHaveProperty('answerId');
  });

  it('makes every call through the shared rates API limiter', async () => {
    server.use(...createRatesApiFake().handlers);
    const limiter = new Bottleneck();
    const schedule = vi.spyOn(limiter, 'schedule');
    const store = ratesStore({ limiter });
    await store.log([record(SESSION, 'user', 'Hi', 1)]);
    await store.history(SESSION, 8);
    await store.createSession(OTHER);
    await store.getSession(OTHER);
    await store.analytics(OTHER);
    await store.deleteSession(OTHER);
    expect(schedule).toHaveBeenCalledTimes(6);
  });

  it('fails loudly on a wrong key, so the pipeline can log it', async () => {
    server.use(...createRatesApiFake().handlers);
    const store = ratesStore({ apiKey: 'wrong-key-0000', chatSecret: null });
    await expect(store.log([record(SESSION, 'user', 'Hi', 1)])).rejects.toThrow();
    await expect(store.getSession(SESSION)).rejects.toThrow('403');
  });
});

describe.each(adapters)('feedback in the $name store', ({ create }) => {
  it('is kept only for an answer the session really has', async () => {
    const store = create();
    await store.log([
      record(SESSION, 'user', 'What is PIP?', 1),
      { ...record(SESSION, 'assistant', 'PIP pays medical bills.', 2), answerId: 'user-1-abc' },
    ]);
    expect(await store.feedback(SESSION, 'user-1-abc', false)).toBe(true);
    expect(await store.feedback(SESSION, 'user-1-abc', true)).toBe(true);
    expect(await store.feedback(OTHER, 'user-1-abc', true)).toBe(false);
    expect(await store.feedback(SESSION, 'user-9-none', true)).toBe(false);
    await store.deleteSession(SESSION);
    expect(await store.feedback(SESSION, 'user-1-abc', true)).toBe(false);
  });
});

describe('the embedded chat records store', () => {
  it('stores feedback on the answer’s own record', async () => {
    const db = openLocalDatabase(':memory:');
    const store = createEmbeddedRecordsStore(db, { retentionDays: 30 });
    await store.log([
      record(SESSION, 'user', 'What is PIP?', 1),
      { ...record(SESSION, 'assistant', 'PIP pays medical bills.', 2), answerId: 'user-1-abc' },
    ]);
    await store.feedback(SESSION, 'user-1-abc', true);
    expect(
      db.prepare(`SELECT message_role, helpful FROM chat_logs WHERE session_id = ?`).all(SESSION),
    ).toEqual([
      { message_role: 'user', helpful: null },
      { message_role: 'assistant', helpful: 1 },
    ]);
  });

  it('keeps records for the configured days, then prunes them with their idle sessions', async () => {
    const day = 24 * 60 * 60 * 1000;
    let now = Date.parse('2026-11-22T12:00:00.000Z');
    const store = createEmbeddedRecordsStore(openLocalDatabase(':memory:'), {
      retentionDays: 30,
      now: () => now,
    });
    await store.log([record(SESSION, 'user', 'old question', 1)]);
    now += 29 * day;
    await store.log([
      { ...record(OTHER, 'user', 'newer question', 2), timestamp: new Date(now).toISOString() },
    ]);
    expect(await store.history(SESSION, 8)).toHaveLength(1);

    now += 2 * day;
    await store.log([
      { ...record(OTHER, 'user', 'newest question', 3), timestamp: new Date(now).toISOString() },
    ]);
    expect(await store.history(SESSION, 8)).toEqual([]);
    expect(await store.getSession(SESSION)).toBeNull();
    expect(await store.history(OTHER, 8)).toHaveLength(2);
  });
});
