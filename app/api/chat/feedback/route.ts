import { getChatService } from '@/lib/chat/server/service';
import { isServerSessionId } from '@/lib/chat/session-id';
import { feedbackRequestSchema } from '@/lib/chat/wire';
import { getConfig } from '@/lib/config';
import { clientLimitKey } from '@/lib/http/client-address';
import { FEEDBACK_BODY_MAX_BYTES, LIMIT_WINDOW_MS } from '@/lib/chat/constants';
import { CHAT_ROUTE_TEXTS } from '@/lib/chat/messages';
import { readSiteWrite } from '@/lib/http/request';
import { jsonError, jsonResponse } from '@/lib/http/responses';
import { log } from '@/lib/log';

/** Whether an answer helped: stored with the answer's record (the visitor's latest choice wins). */
export async function POST(request: Request) {
  const body = await readSiteWrite(request, feedbackRequestSchema, {
    what: 'feedback',
    maxBytes: FEEDBACK_BODY_MAX_BYTES,
  });
  if (!body.ok) return body.response;
  const { sessionId, answerId, helpful } = body.value;
  if (!isServerSessionId(sessionId)) return jsonError(400, CHAT_ROUTE_TEXTS.invalidSession);

  const { deps, limiter } = getChatService();
  const { limits } = getConfig().chat;
  // Feedback costs a write: it shares the address's chat budget, so it cannot be used to flood the store.
  const decision = await limiter.check([
    { key: `address:${clientLimitKey(request)}`, max: limits.perAddressPerMinute, windowMs: LIMIT_WINDOW_MS },
  ]);
  if (!decision.allowed) {
    return jsonError(429, CHAT_ROUTE_TEXTS.tooManyRequests, {
      'Retry-After': String(decision.retryAfterSeconds),
    });
  }
  try {
    if (!(await deps.store.feedback(sessionId, answerId, helpful)))
      return jsonError(404, CHAT_ROUTE_TEXTS.noSuchAnswer);
  } catch (error) {
    log.warn('chat.feedback_failed', { error });
    return jsonError(502, CHAT_ROUTE_TEXTS.feedbackFailed);
  }
  return jsonResponse({ saved: true, answerId, helpful });
}
