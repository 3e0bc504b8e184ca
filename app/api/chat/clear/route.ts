import { getChatService } from '@/lib/chat/service';
import { isServerSessionId } from '@/lib/chat/session-id';
import { clearRequestSchema } from '@/lib/chat/types';
import { getConfig } from '@/lib/config';
import { readJsonBody } from '@/lib/http/json-body';
import { crossSiteWriteRefusal } from '@/lib/http/write-guard';
import { jsonError, jsonResponse } from '@/lib/http/responses';
import { log } from '@/lib/log';

const CLEAR_BODY_MAX_BYTES = 4 * 1024;

/** Start over: forget the session's provider threads (conversation, Vectara chat) and its history. */
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
  // An answer still on its way would otherwise be written after the clear.
  await deps.inFlight.settled(sessionId);
  threads.clear(sessionId);
  try {
    await Promise.all([
      ...Object.values(deps.providers).map((provider) => provider.clear?.(sessionId)),
      deps.store.deleteSession(sessionId),
    ]);
  } catch (error) {
    log.warn('chat.clear_failed', { error });
    return jsonError(502, 'The conversation could not be cleared. Please try again.');
  }
  return jsonResponse({ cleared: true, sessionId });
}
