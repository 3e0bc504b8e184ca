import { createMetricsLog } from '@/lib/chat/server/metrics';
import type { ChatDependencies } from '@/lib/chat/server/pipeline';
import type { ChatProvider } from '@/lib/chat/server/providers/types';
import { createQuestionLedger } from '@/lib/chat/server/question-ledger';
import { createEmbeddedRecordsStore } from '@/lib/chat/server/store/embedded-records-store';
import type { LocalDatabase } from '@/lib/chat/server/store/database';
import { createTurnsInFlight } from '@/lib/chat/server/turns-in-flight';

/** Charlie's pipeline wired for a test: one local provider, records in the given database. */
export function testChatDeps(
  db: LocalDatabase,
  provider: ChatProvider,
  overrides: Partial<ChatDependencies> = {},
): ChatDependencies {
  return {
    store: createEmbeddedRecordsStore(db, { retentionDays: 30 }),
    providers: { local: provider },
    defaultProvider: 'local',
    agentPrompt: async () => 'You are Charlie.',
    metrics: createMetricsLog(),
    hostEnv: 'test',
    inFlight: createTurnsInFlight(),
    questions: createQuestionLedger(),
    ...overrides,
  };
}
