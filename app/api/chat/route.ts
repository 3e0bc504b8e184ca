import { getConfig } from '@/lib/config';
import { CHAT_BODY_MAX_BYTES, LIMIT_WINDOW_MS } from '@/lib/chat/constants';
import { CHAT_ROUTE_TEXTS } from '@/lib/chat/messages';
import { chatErrorResponse } from '@/lib/chat/server/error-responses';
import { answerChat } from '@/lib/chat/server/pipeline';
import { getChatService } from '@/lib/chat/server/service';
import { isServerSessionId } from '@/lib/chat/session-id';
import { chatRequestSchema } from '@/lib/chat/wire';
import { clientLimitKey } from '@/lib/http/client-address';
import { readSiteWrite } from '@/lib/http/request';
import { jsonError, jsonResponse } from '@/lib/http/responses';

export async function POST(request: Request) {
  const body = await readSiteWrite(request, chatRequestSchema, {
    what: 'chat request',
    maxBytes: CHAT_BODY_MAX_BYTES,
  });
  if (!body.ok) return body.response;

  const { deps, limiter } = getChatService();
  const { limits } = getConfig().chat;
  const sessionId = isServerSessionId(body.value.sessionId) ? body.value.sessionId : null;
  // Rotating or leaving out the session id escapes only the session's limit, never the address's;
  // the site's limit caps what everyone together can spend.
  const decision = await limiter.check([
    { key: 'site', max: limits.sitePerMinute, windowMs: LIMIT_WINDOW_MS },
    { key: `address:${clientLimitKey(request)}`, max: limits.perAddressPerMinute, windowMs: LIMIT_WINDOW_MS },
    ...(sessionId
      ? [{ key: `session:${sessionId}`, max: limits.perSessionPerMinute, windowMs: LIMIT_WINDOW_MS }]
      : []),
  ]);
  if (!decision.allowed) {
    return jsonError(429, CHAT_ROUTE_TEXTS.tooManyMessages, {
      'Retry-After': String(decision.retryAfterSeconds),
    });
  }

  try {
    return jsonResponse(await answerChat(body.value, deps, request.signal));
  } catch (error) {
    return chatErrorResponse(error);
  }
}
