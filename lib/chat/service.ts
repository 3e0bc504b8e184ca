import 'server-only';
import { getAgentPrompt } from '@/lib/cms/content';
import { getConfig, type ChatProviderName } from '@/lib/config';
import { createAbuseLimiter } from '@/lib/http/abuse-limits';
import { getSiteIndex } from '@/lib/knowledge/site-index';
import { log } from '@/lib/log';
import { createMetricsLog } from './metrics';
import type { ChatDependencies } from './pipeline';
import { assembleAgentPrompt } from './prompt';
import { createAssistantProvider } from './providers/assistant';
import { createGptProvider } from './providers/gpt';
import { createLocalProvider } from './providers/local';
import { createVectaraProvider } from './providers/vectara';
import type { ChatProvider } from './providers/types';
import { getLocalDatabase } from './store/database';
import { createEmbeddedRecordsStore } from './store/embedded-records-store';
import { createProviderThreads } from './store/provider-threads';
import { createRatesApiRecordsStore } from './store/rates-api-records-store';
import { createTurnsInFlight } from './turns-in-flight';

/** Published prompts change rarely; re-reading the CMS on every question would be waste. */
const PROMPT_CACHE_MS = 5 * 60_000;

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
  const threads = createProviderThreads(db);
  const { vectara, gpt, assistant } = config.chat;
  const providers: Partial<Record<ChatProviderName, ChatProvider>> = {
    local: createLocalProvider(getSiteIndex, config.site.productName),
    ...(vectara ? { vectara: createVectaraProvider(vectara, threads) } : {}),
    ...(gpt ? { gpt: createGptProvider(gpt) } : {}),
    ...(assistant ? { assistant: createAssistantProvider(assistant, threads) } : {}),
  };
  const deps: ChatDependencies = {
    store: config.rates
      ? createRatesApiRecordsStore({ ...config.rates, chatSecret: config.chat.secret })
      : createEmbeddedRecordsStore(db, { retentionDays: config.chat.retentionDays }),
    providers,
    defaultProvider: config.chat.defaultProvider,
    agentPrompt: cachedAgentPrompt(config.site.productName),
    metrics: createMetricsLog(),
    hostEnv: config.site.hostEnv,
    inFlight: createTurnsInFlight(),
  };
  return { deps, limiter: createAbuseLimiter(db), threads };
}

let service: ReturnType<typeof build> | undefined;

/** Charlie's server side, wired once per process from the configuration. */
export function getChatService() {
  service ??= build();
  return service;
}
