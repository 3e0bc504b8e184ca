import { clearSession } from '@/lib/chat/server/clear-session';
import { getChatService } from '@/lib/chat/server/service';
import { isServerSessionId } from '@/lib/chat/session-id';
import { clearRequestSchema } from '@/lib/chat/wire';
import { CHAT_ROUTE_TEXTS } from '@/lib/chat/messages';
import { CLEAR_BODY_MAX_BYTES } from '@/lib/chat/constants';
import { readSiteWrite } from '@/lib/http/request';
import { jsonError, jsonResponse } from '@/lib/http/responses';
import { log } from '@/lib/log';

/** Start over: delete the session's upstream conversation or chat, its provider threads and its records. */
export async function POST(request: Request) {
  const body = await readSiteWrite(request, clearRequestSchema, {
    what: 'clear request',
    maxBytes: CLEAR_BODY_MAX_BYTES,
  });
  if (!body.ok) return body.response;
  const { sessionId } = body.value;
  if (!isServerSessionId(sessionId)) return jsonError(400, CHAT_ROUTE_TEXTS.invalidSession);

  const { deps, threads } = getChatService();
  try {
    await clearSession(sessionId, deps, threads);
  } catch (error) {
    log.warn('chat.clear_failed', { error });
    return jsonError(502, CHAT_ROUTE_TEXTS.clearFailed);
  }
  return jsonResponse({ cleared: true, sessionId });
}
