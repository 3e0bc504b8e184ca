import 'server-only';
import { getAgentPrompt } from '@/lib/cms/content';
import type { ChatProviderName } from '@/lib/chat/constants';
import { getConfig } from '@/lib/config';
import { getAbuseLimiter } from '@/lib/http/abuse-limiter-for-config';
import { getSiteIndex } from '@/lib/knowledge/site-index';
import { log } from '@/lib/log';
import { createMetricsLog } from '@/lib/chat/server/metrics';
import type { ChatDependencies } from '@/lib/chat/server/pipeline';
import { assembleAgentPrompt } from '@/lib/chat/server/prompt';
import { createAssistantProvider } from '@/lib/chat/server/providers/assistant';
import { createGptProvider } from '@/lib/chat/server/providers/gpt';
import { createLocalProvider } from '@/lib/chat/server/providers/local';
import { createVectaraProvider } from '@/lib/chat/server/providers/vectara';
import type { ChatProvider } from '@/lib/chat/server/providers/types';
import { getLocalDatabase } from '@/lib/chat/server/store/database';
import { createEmbeddedRecordsStore } from '@/lib/chat/server/store/embedded-records-store';
import { createProviderThreads, createRedisProviderThreads } from '@/lib/chat/server/store/provider-threads';
import { getRedis } from '@/lib/server/redis';
import { createRatesApiRecordsStore } from '@/lib/chat/server/store/rates-api-records-store';
import { createAnswerLedger } from '@/lib/chat/server/store/answer-ledger';
import { createRatesChatClient } from '@/lib/chat/server/rates-api-client';
import { createRatesApiChatProvider } from '@/lib/chat/server/providers/rates-api-chat';
import { createQuestionLedger } from '@/lib/chat/server/question-ledger';
import { getRatesLimiter } from '@/lib/rates/source-for-config';
import { createTurnsInFlight } from '@/lib/chat/server/turns-in-flight';
import { PROMPT_CACHE_MS } from '@/lib/chat/constants';

function cachedAgentPrompt(productName: string) {
  let cached: { prompt: string; at: number } | undefined;
  return async () => {
    if (cached && Date.now() - cached.at < PROMPT_CACHE_MS) return cached.prompt;
    let published: string | null = null;
    try {
      published = await getAgentPrompt();
    } catch (error) {
      log.warn('chat.prompt_unavailable', { error });
      if (cached) return cached.prompt;
    }
    cached = { prompt: assembleAgentPrompt(published, productName), at: Date.now() };
    return cached.prompt;
  };
}

function build() {
  const config = getConfig();
  const db = getLocalDatabase();
  const redis = getRedis();
  const threads = redis
    ? createRedisProviderThreads(redis, { retentionDays: config.chat.retentionDays })
    : createProviderThreads(db);
  const { vectara, gpt, assistant } = config.chat;
  const limiter = getRatesLimiter();
  const ratesApi =
    config.rates && limiter
      ? createRatesChatClient({ ...config.rates, chatSecret: config.chat.secret, limiter })
      : null;
  const forward = config.chat.mode === 'rates-api' ? ratesApi : null;
  const providers: Partial<Record<ChatProviderName, ChatProvider>> = forward
    ? {
        local: createLocalProvider(getSiteIndex, config.site.productName),
        vectara: createRatesApiChatProvider('vectara', forward),
        gpt: createRatesApiChatProvider('gpt', forward),
        assistant: createRatesApiChatProvider('assistant', forward),
      }
    : {
        local: createLocalProvider(getSiteIndex, config.site.productName),
        ...(vectara ? { vectara: createVectaraProvider(vectara, threads) } : {}),
        ...(gpt ? { gpt: createGptProvider(gpt) } : {}),
        ...(assistant ? { assistant: createAssistantProvider(assistant, threads) } : {}),
      };
  const deps: ChatDependencies = {
    store: ratesApi
      ? createRatesApiRecordsStore(
          ratesApi,
          createAnswerLedger(db, { retentionDays: config.chat.retentionDays }),
        )
      : createEmbeddedRecordsStore(db, { retentionDays: config.chat.retentionDays }),
    providers,
    questions: createQuestionLedger(),
    defaultProvider: config.chat.defaultProvider,
    agentPrompt: cachedAgentPrompt(config.site.productName),
    metrics: createMetricsLog(),
    hostEnv: config.site.hostEnv,
    inFlight: createTurnsInFlight(),
  };
  return { deps, limiter: getAbuseLimiter(), threads };
}

let service: ReturnType<typeof build> | undefined;

/** Charlie's server side, wired once per process from the configuration. */
export function getChatService() {
  service ??= build();
  return service;
}
