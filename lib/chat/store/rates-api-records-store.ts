import 'server-only';
import axios, { type AxiosInstance } from 'axios';
import { z } from 'zod';
import { RATES_API_KEY_HEADER } from '@/lib/rates/constants';
import { LOG_HTTP_TIMEOUT_MS } from '../constants';
import { historyMessageSchema } from '../types';
import type { ChatRecordsStore } from './types';

/** Reads (history, sessions) must be quick or the answer waits; writes get the spec's 10 s. */
const READ_TIMEOUT_MS = 3_000;

const historySchema = z.object({ messages: z.array(historyMessageSchema) });

const sessionSchema = z.object({
  sessionId: z.string(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  messageCount: z.number().int().min(0),
});

const analyticsSchema = z.object({
  sessionId: z.string(),
  messageCount: z.number().int().min(0),
  userMessages: z.number().int().min(0),
  assistantMessages: z.number().int().min(0),
  averageResponseTimeMs: z.number().nullable(),
  firstMessageAt: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
});

/** Chat records through the rates API's /charlie-ai/chat endpoints (charlie-chat.md section 7). */
export function createRatesApiRecordsStore(
  settings: { url: string; apiKey: string; chatSecret: string | null },
  client: AxiosInstance = axios.create(),
): ChatRecordsStore {
  const base = `${settings.url}/charlie-ai/chat`;
  const headers = { [RATES_API_KEY_HEADER]: settings.apiKey };
  // The rates API's chat endpoints expect the shared chat secret; the server adds it, never the browser.
  const withSecret = <T extends object>(body: T) =>
    settings.chatSecret ? { ...body, secret: settings.chatSecret } : body;
  const sessionPath = (sessionId: string) => `${base}/session/${encodeURIComponent(sessionId)}`;

  async function getOrNull<T>(url: string, schema: z.ZodType<T>): Promise<T | null> {
    const response = await client.get(url, {
      headers,
      timeout: READ_TIMEOUT_MS,
      validateStatus: (status) => status < 500,
    });
    if (response.status === 404) return null;
    if (response.status >= 400) throw new Error(`Rates API answered ${response.status} for ${url}`);
    return schema.parse(response.data);
  }

  return {
    name: 'rates-api',
    async log(records) {
      // The API takes one record per call, in order: the question before its answer.
      for (const record of records) {
        await client.post(`${base}/log`, withSecret(record), { headers, timeout: LOG_HTTP_TIMEOUT_MS });
      }
    },
    async history(sessionId, limit) {
      const response = await client.post(`${base}/history`, withSecret({ sessionId, limit }), {
        headers,
        timeout: READ_TIMEOUT_MS,
      });
      return historySchema.parse(response.data).messages.slice(-limit);
    },
    async createSession(sessionId) {
      await client.post(`${base}/session`, withSecret({ sessionId }), {
        headers,
        timeout: LOG_HTTP_TIMEOUT_MS,
      });
    },
    getSession: (sessionId) => getOrNull(sessionPath(sessionId), sessionSchema),
    analytics: (sessionId) => getOrNull(`${sessionPath(sessionId)}/analytics`, analyticsSchema),
    async deleteSession(sessionId) {
      await client.delete(sessionPath(sessionId), {
        headers,
        timeout: LOG_HTTP_TIMEOUT_MS,
        validateStatus: (status) => status < 300 || status === 404,
      });
    },
  };
}
