import { expect, test } from './fixtures';

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
