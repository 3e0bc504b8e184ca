import { getChatService } from '@/lib/chat/server/service';
import { jsonResponse } from '@/lib/http/responses';

/** The last 100 answers' timings (no message content), for the benchmarks. */
export function GET() {
  const entries = getChatService().deps.metrics.recent();
  return jsonResponse({ count: entries.length, entries });
}
