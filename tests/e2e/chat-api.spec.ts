import type { APIRequestContext } from '@playwright/test';
import {
  LATE_ANSWER_MS,
  LATE_QUESTION_WORD,
  SLOW_QUESTION_WORD,
  type VectaraFakeStats,
} from '../msw/vectara';
import { expect, test } from './fixtures';
import { raw } from './raw-http';
import { E2E_SERVER_ENV } from './server-env';

// API journeys run once: the viewport does not matter to them.
test.skip(({ isMobile }) => isMobile, 'API only');

test('Charlie answers a grounded question with sources that open real pages', async ({ request }) => {
  const response = await request.post('/api/chat/', {
    data: { message: 'What does collision insurance not cover?', conversationHistory: [] },
  });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.response).toMatch(/comprehensive|theft/i);
  expect(body.sessionId).toMatch(/^session_\d+_[a-z0-9]+$/);
  expect(body.sources.length).toBeGreaterThan(0);
  for (const source of body.sources) {
    expect((await request.get(source.url)).status(), source.url).toBe(200);
  }
});

test('a follow-up in the same session keeps the session, and clearing it starts over', async ({
  request,
}) => {
  const first = await (
    await request.post('/api/chat/', { data: { message: 'What is gap insurance?' } })
  ).json();
  const second = await request.post('/api/chat/', {
    data: { message: 'Is it worth it on a lease?', sessionId: first.sessionId },
  });
  expect((await second.json()).sessionId).toBe(first.sessionId);

  const cleared = await request.post('/api/chat/clear/', {
    data: { sessionId: first.sessionId, aiProvider: 'local' },
  });
  expect(await cleared.json()).toEqual({ cleared: true, sessionId: first.sessionId });
});

test('bad input gets a 4xx with a JSON error, never a 500', async ({ request }) => {
  for (const data of [
    '{',
    { message: '' },
    { message: 'x'.repeat(2001) },
    { message: 'Hi', aiProvider: 'nope' },
  ]) {
    const response = await request.post('/api/chat/', {
      headers: { 'content-type': 'application/json' },
      data: typeof data === 'string' ? data : JSON.stringify(data),
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toHaveProperty('error');
  }
});

/** A session id of the server's form, new on every run (a retried test must not meet its own records). */
const freshSession = (label: string) =>
  `session_${Date.now()}_${label}${Math.random().toString(36).slice(2, 8)}`;

/** What the Vectara stand-in has seen (tests/msw/vectara.ts). */
async function vectaraStats(request: APIRequestContext) {
  const stats = await request.get(
    `${new URL(E2E_SERVER_ENV.VECTARA_BASE_URL ?? '').origin}/stand-in/vectara`,
  );
  return (await stats.json()) as VectaraFakeStats;
}

test('a visitor who hangs up stops the provider upstream', async ({ request, baseURL }) => {
  const before = await vectaraStats(request);
  const body = JSON.stringify({
    message: `Please answer ${SLOW_QUESTION_WORD}: what is PIP?`,
    aiProvider: 'vectara',
    sessionId: freshSession('hangup'),
    messageId: `user-${Date.now()}-hangup`,
  });
  const port = Number(new URL(baseURL ?? '').port);
  // The visitor's browser gives up after 1.5 s: the socket closes with no answer read.
  const exchange = await raw(
    port,
    [
      `POST /api/chat/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    ],
    { hangMs: 1_500 },
  );
  expect(exchange.statuses).toEqual([]);
  // Only this test asks slowly: other tests running alongside do not move this count.
  await expect.poll(async () => (await vectaraStats(request)).abandoned).toBe(before.abandoned + 1);
});

test('a retry after the first try gave up gets the turn Vectara made, without asking again', async ({
  request,
  baseURL,
}) => {
  const sessionId = freshSession('retrylate');
  await request.post('/api/chat/', { data: { message: 'What is PIP?', aiProvider: 'vectara', sessionId } });
  const late = {
    message: `Tell me ${LATE_QUESTION_WORD}: what is MedPay? (${sessionId})`,
    aiProvider: 'vectara',
    sessionId,
    messageId: `user-${Date.now()}-late`,
  };
  const body = JSON.stringify(late);
  await raw(
    Number(new URL(baseURL ?? '').port),
    [
      `POST /api/chat/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    ],
    { hangMs: 500 },
  );
  await new Promise((resolve) => setTimeout(resolve, LATE_ANSWER_MS + 500));

  const retry = await request.post('/api/chat/', { data: { ...late, attempt: 1 } });
  expect(retry.status()).toBe(200);
  expect((await retry.json()).response).toMatch(/uninsured motorist/i);
  expect((await vectaraStats(request)).asked[late.message]).toBe(1);
});

test('clearing a session deletes its Vectara chat upstream', async ({ request }) => {
  const sessionId = freshSession('upstream');
  const answer = await request.post('/api/chat/', {
    data: { message: 'Does uninsured motorist cover a hit and run?', aiProvider: 'vectara', sessionId },
  });
  expect(answer.status()).toBe(200);
  const { vectaraChatId } = await answer.json();
  expect(vectaraChatId).toMatch(/^cht_/);

  const cleared = await request.post('/api/chat/clear/', { data: { sessionId, aiProvider: 'vectara' } });
  expect(cleared.status()).toBe(200);
  expect((await vectaraStats(request)).deleted).toContain(vectaraChatId);
});

test('feedback on an answer is stored, and refused for an answer the session does not have', async ({
  request,
}) => {
  const sessionId = freshSession('feedback');
  const answer = await (
    await request.post('/api/chat/', {
      data: { message: 'What is gap insurance?', sessionId, messageId: 'user-1790000000000-gap' },
    })
  ).json();
  expect(answer.answerId).toBe('user-1790000000000-gap');
  const saved = await request.post('/api/chat/feedback/', {
    data: { sessionId, answerId: answer.answerId, helpful: false },
  });
  expect(await saved.json()).toEqual({ saved: true, answerId: answer.answerId, helpful: false });
  const unknown = await request.post('/api/chat/feedback/', {
    data: { sessionId, answerId: 'user-1-nothing', helpful: true },
  });
  expect(unknown.status()).toBe(404);
});
