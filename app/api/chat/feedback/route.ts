import { getChatService } from '@/lib/chat/server/service';
import { isServerSessionId } from '@/lib/chat/session-id';
import { feedbackRequestSchema } from '@/lib/chat/wire';
import { getConfig } from '@/lib/config';
import { clientLimitKey } from '@/lib/http/client-address';
import { readJsonBody } from '@/lib/http/json-body';
import { crossSiteWriteRefusal } from '@/lib/http/write-guard';
import { jsonError, jsonResponse } from '@/lib/http/responses';
import { log } from '@/lib/log';

const FEEDBACK_BODY_MAX_BYTES = 2 * 1024;
const MINUTE_MS = 60_000;

/** Whether an answer helped: stored with the answer's record (the visitor's latest choice wins). */
export async function POST(request: Request) {
  const refusal = crossSiteWriteRefusal(request, getConfig().site.url);
  if (refusal) return refusal;
  const body = await readJsonBody(request, FEEDBACK_BODY_MAX_BYTES);
  if (!body.ok) return jsonError(body.status, body.error);
  const parsed = feedbackRequestSchema.safeParse(body.value);
  if (!parsed.success || !isServerSessionId(parsed.data.sessionId))
    return jsonError(400, 'A valid sessionId, answerId and helpful are required.');
  const { sessionId, answerId, helpful } = parsed.data;

  const { deps, limiter } = getChatService();
  const { limits } = getConfig().chat;
  // Feedback costs a write: it shares the address's chat budget, so it cannot be used to flood the store.
  const decision = limiter.check([
    { key: `address:${clientLimitKey(request)}`, max: limits.perAddressPerMinute, windowMs: MINUTE_MS },
  ]);
  if (!decision.allowed) {
    return jsonError(429, 'Too many requests. Please wait a moment and try again.', {
      'Retry-After': String(decision.retryAfterSeconds),
    });
  }
  try {
    if (!(await deps.store.feedback(sessionId, answerId, helpful)))
      return jsonError(404, 'No such answer in this conversation.');
  } catch (error) {
    log.warn('chat.feedback_failed', { error });
    return jsonError(502, 'The feedback could not be saved. Please try again.');
  }
  return jsonResponse({ saved: true, answerId, helpful });
}
