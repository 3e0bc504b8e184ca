import 'server-only';
import { STARTER_QUESTIONS_MAX } from '@/lib/chat/constants';
import { STARTER_QUESTIONS_FALLBACK } from '@/lib/chat/messages';
import { getPromptConfiguration } from '@/lib/cms/content';
import { log } from '@/lib/log';

/**
 * The starting questions Charlie's empty panel offers: the published prompt configuration's
 * (at most four), or the fallback when it has none or the CMS cannot be read. A page never
 * fails for them.
 */
export async function getStarterQuestions(): Promise<string[]> {
  try {
    const configured = (await getPromptConfiguration())?.starterQuestions ?? [];
    if (configured.length > 0) return configured.slice(0, STARTER_QUESTIONS_MAX);
  } catch (error) {
    log.warn('chat.starter_questions_unavailable', { error });
  }
  return [...STARTER_QUESTIONS_FALLBACK];
}
