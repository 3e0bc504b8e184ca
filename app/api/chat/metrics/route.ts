import { getChatService } from '@/lib/chat/server/service';
import { CHAT_ROUTE_TEXTS } from '@/lib/chat/messages';
import { getConfig } from '@/lib/config';
import { jsonError, jsonResponse } from '@/lib/http/responses';

/**
 * The last 100 answers' timings (no message content), for the benchmarks. Off unless
 * CHAT_METRICS=true: a site in production answers 404 here, as if the route were not there.
 */
export function GET() {
  if (!getConfig().features.chatMetrics) return jsonError(404, CHAT_ROUTE_TEXTS.notFound);
  const entries = getChatService().deps.metrics.recent();
  return jsonResponse({ count: entries.length, entries });
}
