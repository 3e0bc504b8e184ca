import { http, HttpResponse } from 'msw';

/**
 * A fake of the rates API's /charlie-ai/chat endpoints (charlie-chat.md section 7), keeping
 * records in memory. It answers the shapes the records store reads and checks the API key.
 */
export const RATES_URL = 'https://rates.example.test';
export const RATES_KEY = 'rates-test-key-0000';

interface StoredRecord {
  sessionId: string;
  messageRole: 'user' | 'assistant';
  messageContent: string;
  timestamp: string;
  totalResponseTime: number;
}

/** Where the fake answers and the key it accepts; the defaults are the unit tests'. */
export interface RatesFakeOptions {
  url?: string;
  key?: string;
}

export function createRatesApiFake({ url = RATES_URL, key = RATES_KEY }: RatesFakeOptions = {}) {
  const records: StoredRecord[] = [];
  const sessions = new Map<string, { createdAt: string; lastActivityAt: string }>();
  const requests: { method: string; path: string; headers: Headers; body: unknown }[] = [];
  const base = `${url}/charlie-ai/chat`;

  const authorized = async (request: Request) => {
    const body =
      request.method === 'GET' || request.method === 'DELETE' ? null : await request.clone().json();
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      headers: request.headers,
      body,
    });
    return request.headers.get('x-api-key') === key;
  };
  const denied = () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 });
  const touch = (sessionId: string, at: string) =>
    sessions.set(sessionId, { createdAt: sessions.get(sessionId)?.createdAt ?? at, lastActivityAt: at });
  const ofSession = (sessionId: string) => records.filter((record) => record.sessionId === sessionId);

  const handlers = [
    // The `rates-api` chat mode: the API answers the question itself, naming the provider it used.
    http.post(base, async ({ request }) => {
      if (!(await authorized(request))) return denied();
      const body = (await request.json()) as { message: string; sessionId: string; aiProvider: string };
      return HttpResponse.json({
        response: `The rates API's ${body.aiProvider} answer to “${body.message}”.`,
        sessionId: body.sessionId,
        vectaraChatId: body.aiProvider === 'vectara' ? 'chat_rates_api_0001' : null,
        vectaraTurnId: body.aiProvider === 'vectara' ? 'turn_rates_api_0001' : null,
        sources: [],
      });
    }),
    http.post(`${base}/log`, async ({ request }) => {
      if (!(await authorized(request))) return denied();
      const record = (await request.json()) as StoredRecord;
      records.push(record);
      touch(record.sessionId, record.timestamp);
      return HttpResponse.json({ ok: true });
    }),
    http.post(`${base}/history`, async ({ request }) => {
      if (!(await authorized(request))) return denied();
      const { sessionId, limit } = (await request.json()) as { sessionId: string; limit: number };
      const messages = ofSession(sessionId)
        .slice(-limit)
        .map(({ messageRole, messageContent, timestamp }) => ({
          role: messageRole,
          content: messageContent,
          timestamp,
        }));
      return HttpResponse.json({ messages });
    }),
    http.post(`${base}/session`, async ({ request }) => {
      if (!(await authorized(request))) return denied();
      const { sessionId } = (await request.json()) as { sessionId: string };
      if (!sessions.has(sessionId)) touch(sessionId, new Date().toISOString());
      return HttpResponse.json({ sessionId });
    }),
    http.get(`${base}/session/:id/analytics`, async ({ request, params }) => {
      if (!(await authorized(request))) return denied();
      const id = String(params.id);
      if (!sessions.has(id)) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      const list = ofSession(id);
      const answers = list.filter((record) => record.messageRole === 'assistant');
      return HttpResponse.json({
        sessionId: id,
        messageCount: list.length,
        userMessages: list.length - answers.length,
        assistantMessages: answers.length,
        averageResponseTimeMs: answers.length
          ? answers.reduce((sum, record) => sum + record.totalResponseTime, 0) / answers.length
          : null,
        firstMessageAt: list[0]?.timestamp ?? null,
        lastMessageAt: list.at(-1)?.timestamp ?? null,
      });
    }),
    http.get(`${base}/session/:id`, async ({ request, params }) => {
      if (!(await authorized(request))) return denied();
      const id = String(params.id);
      const session = sessions.get(id);
      if (!session) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      return HttpResponse.json({ sessionId: id, ...session, messageCount: ofSession(id).length });
    }),
    http.delete(`${base}/session/:id`, async ({ request, params }) => {
      if (!(await authorized(request))) return denied();
      const id = String(params.id);
      sessions.delete(id);
      for (let index = records.length - 1; index >= 0; index--)
        if (records[index]?.sessionId === id) records.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, requests, records };
}
