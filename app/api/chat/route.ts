import { getConfig } from '@/lib/config';
import { CHAT_BODY_MAX_BYTES } from '@/lib/chat/constants';
import { CHAT_ERRORS, CONFIGURATION_ERRORS } from '@/lib/chat/messages';
import {
  answerChat,
  ProviderFailedError,
  ProviderNotConfiguredError,
  ProviderTimeoutError,
  TurnAbandonedError,
} from '@/lib/chat/server/pipeline';
import { getChatService } from '@/lib/chat/server/service';
import { isServerSessionId } from '@/lib/chat/session-id';
import { chatRequestSchema } from '@/lib/chat/wire';
import { clientLimitKey } from '@/lib/http/client-address';
import { readJsonBody } from '@/lib/http/json-body';
import { crossSiteWriteRefusal } from '@/lib/http/write-guard';
import { jsonError, jsonResponse } from '@/lib/http/responses';
import { log } from '@/lib/log';

const MINUTE_MS = 60_000;

export async function POST(request: Request) {
  const refusal = crossSiteWriteRefusal(request, getConfig().site.url);
  if (refusal) return refusal;
  const body = await readJsonBody(request, CHAT_BODY_MAX_BYTES);
  if (!body.ok) return jsonError(body.status, body.error);
  const parsed = chatRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return jsonError(
      400,
      `Invalid chat request: ${issue?.path.join('.') || 'body'} ${issue?.message ?? ''}`.trim(),
    );
  }

  const { deps, limiter } = getChatService();
  const { limits } = getConfig().chat;
  const sessionId = isServerSessionId(parsed.data.sessionId) ? parsed.data.sessionId : null;
  // Rotating or leaving out the session id escapes only the session's limit, never the address's;
  // the site's limit caps what everyone together can spend.
  const decision = limiter.check([
    { key: 'site', max: limits.sitePerMinute, windowMs: MINUTE_MS },
    { key: `address:${clientLimitKey(request)}`, max: limits.perAddressPerMinute, windowMs: MINUTE_MS },
    ...(sessionId
      ? [{ key: `session:${sessionId}`, max: limits.perSessionPerMinute, windowMs: MINUTE_MS }]
      : []),
  ]);
  if (!decision.allowed) {
    return jsonError(429, 'Too many messages. Please wait a moment and try again.', {
      'Retry-After': String(decision.retryAfterSeconds),
    });
  }

  try {
    return jsonResponse(await answerChat(parsed.data, deps, request.signal));
  } catch (error) {
    if (error instanceof ProviderNotConfiguredError) {
      const configurationError =
        error.provider === 'local' ? error.message : CONFIGURATION_ERRORS[error.provider];
      log.error('chat.provider_not_configured', { provider: error.provider, error: configurationError });
      return jsonError(503, CHAT_ERRORS.server503);
    }
    if (error instanceof ProviderTimeoutError) {
      log.warn('chat.provider_timeout', { provider: error.provider, timeoutMs: error.timeoutMs });
      return jsonError(504, CHAT_ERRORS.timeoutFinal);
    }
    if (error instanceof TurnAbandonedError) {
      // Nobody reads this answer: the browser has gone. 499 is what proxies log for it.
      log.info('chat.abandoned', { provider: error.provider });
      return jsonError(499, 'The request was abandoned.');
    }
    if (error instanceof ProviderFailedError) {
      log.warn('chat.provider_failed', { provider: error.provider, error: error.message });
      return jsonError(502, error.message);
    }
    log.error('chat.failed', { error });
    return jsonError(500, CHAT_ERRORS.server500);
  }
}
