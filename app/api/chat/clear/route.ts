import { clearSession } from '@/lib/chat/server/clear-session';
import { getChatService } from '@/lib/chat/server/service';
import { isServerSessionId } from '@/lib/chat/session-id';
import { clearRequestSchema } from '@/lib/chat/wire';
import { getConfig } from '@/lib/config';
import { CHAT_ROUTE_TEXTS } from '@/lib/chat/messages';
import { CLEAR_BODY_MAX_BYTES } from '@/lib/chat/constants';
import { readJson, refusal } from '@/lib/http/request';
import { crossSiteWriteRefusal } from '@/lib/http/write-guard';
import { jsonError, jsonResponse } from '@/lib/http/responses';
import { log } from '@/lib/log';

/** Start over: delete the session's upstream conversation or chat, its provider threads and its records. */
export async function POST(request: Request) {
  const crossSite = crossSiteWriteRefusal(request, getConfig().site.url);
  if (crossSite) return crossSite;
  const body = await readJson(request, clearRequestSchema, {
    what: 'clear request',
    maxBytes: CLEAR_BODY_MAX_BYTES,
  });
  if (!body.ok) return refusal(body);
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
