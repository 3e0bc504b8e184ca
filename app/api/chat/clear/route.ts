import { clearSession } from '@/lib/chat/server/clear-session';
import { getChatService } from '@/lib/chat/server/service';
import { isServerSessionId } from '@/lib/chat/session-id';
import { clearRequestSchema } from '@/lib/chat/wire';
import { getConfig } from '@/lib/config';
import { readJsonBody } from '@/lib/http/json-body';
import { crossSiteWriteRefusal } from '@/lib/http/write-guard';
import { jsonError, jsonResponse } from '@/lib/http/responses';
import { log } from '@/lib/log';

const CLEAR_BODY_MAX_BYTES = 4 * 1024;

/** Start over: delete the session's upstream conversation or chat, its provider threads and its records. */
export async function POST(request: Request) {
  const refusal = crossSiteWriteRefusal(request, getConfig().site.url);
  if (refusal) return refusal;
  const body = await readJsonBody(request, CLEAR_BODY_MAX_BYTES);
  if (!body.ok) return jsonError(body.status, body.error);
  const parsed = clearRequestSchema.safeParse(body.value);
  if (!parsed.success || !isServerSessionId(parsed.data.sessionId))
    return jsonError(400, 'A valid sessionId is required.');
  const { sessionId } = parsed.data;

  const { deps, threads } = getChatService();
  try {
    await clearSession(sessionId, deps, threads);
  } catch (error) {
    log.warn('chat.clear_failed', { error });
    return jsonError(502, 'The conversation could not be cleared. Please try again.');
  }
  return jsonResponse({ cleared: true, sessionId });
}
