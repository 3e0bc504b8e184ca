import 'server-only';
import { GPT } from '@/lib/chat/constants';
import type { HistoryMessage } from '@/lib/chat/wire';

/** gpt-4o and its variants get the larger history, token budget and answer length. */
export const isGpt4o = (model: string) => /^gpt-4o(?:-|$)/.test(model);

export function gptLimits(model: string) {
  const family = isGpt4o(model) ? 'gpt-4o' : 'default';
  return {
    historyMessages: GPT.historyMessages[family],
    tokenBudget: GPT.tokenBudget[family],
    maxTokens: GPT.maxTokens[family],
    temperature: GPT.temperature[family],
  };
}

/**
 * The history a completion request can carry: the latest messages up to the model's count, then
 * the oldest dropped until the prompt, history and question fit in 90% of the token budget
 * (at 4 characters per token).
 */
export function trimHistory(history: HistoryMessage[], model: string, fixedChars: number): HistoryMessage[] {
  const { historyMessages, tokenBudget } = gptLimits(model);
  const budgetChars = tokenBudget * GPT.historyBudgetShare * GPT.charsPerToken - fixedChars;
  const kept = history.slice(-historyMessages);
  let chars = kept.reduce((sum, message) => sum + message.content.length, 0);
  while (kept.length > 0 && chars > budgetChars) chars -= kept.shift()?.content.length ?? 0;
  return kept;
}
