import 'server-only';
import { z } from 'zod';
import { LOG_HTTP_TIMEOUT_MS, RECORDS_READ_TIMEOUT_MS } from '@/lib/chat/constants';
import type { RatesChatClient } from '@/lib/chat/server/rates-api-client';
import type { AnswerLedger } from '@/lib/chat/server/store/answer-ledger';
import type { ChatRecordsStore } from '@/lib/chat/server/store/types';
import { historyMessageSchema } from '@/lib/chat/wire';

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

/**
 * Chat records through the rates API's /charlie-ai/chat endpoints (charlie-chat.md section 7):
 * /log for each record, /history for a turn's context, /session to register a session on its
 * first message and look it up, /session/{id}/analytics for the summary logged when a session is
 * cleared, and DELETE /session/{id} on clear. Feedback has no call there: it is kept locally,
 * for the answers this server gave (lib/chat/server/store/answer-ledger.ts).
 */
export function createRatesApiRecordsStore(api: RatesChatClient, answers: AnswerLedger): ChatRecordsStore {
  async function getOrNull<T>(url: string, schema: z.ZodType<T>): Promise<T | null> {
    const response = await api.get(url, {
      timeout: RECORDS_READ_TIMEOUT_MS,
      validateStatus: (status) => status < 500,
    });
    if (response.status === 404) return null;
    if (response.status >= 400) throw new Error(`Rates API answered ${response.status} for ${url}`);
    return schema.parse(response.data);
  }

  return {
    name: 'rates-api',
    async log(records) {
      // The API takes one record per call, in order, with the spec's fields only.
      for (const { answerId, ...record } of records) {
        await api.post(api.url('log'), record, { timeout: LOG_HTTP_TIMEOUT_MS });
        if (answerId && record.messageRole === 'assistant') answers.remember(record.sessionId, answerId);
      }
    },
    async history(sessionId, limit) {
      const response = await api.post(
        api.url('history'),
        { sessionId, limit },
        { timeout: RECORDS_READ_TIMEOUT_MS },
      );
      return historySchema.parse(response.data).messages.slice(-limit);
    },
    async createSession(sessionId) {
      await api.post(api.url('session'), { sessionId }, { timeout: LOG_HTTP_TIMEOUT_MS });
    },
    getSession: (sessionId) => getOrNull(api.url('session', sessionId), sessionSchema),
    analytics: (sessionId) => getOrNull(api.url('session', sessionId, 'analytics'), analyticsSchema),
    async deleteSession(sessionId) {
      answers.forget(sessionId);
      await api.delete(api.url('session', sessionId), {
        timeout: LOG_HTTP_TIMEOUT_MS,
        validateStatus: (status) => status < 300 || status === 404,
      });
    },
    feedback: async (sessionId, answerId, helpful) => answers.rate(sessionId, answerId, helpful),
  };
}
