import type { ChatProviderName } from '@/lib/chat/constants';
import { CHAT_ERRORS, rateLimitedText, TIMEOUT_TEXTS } from '@/lib/chat/messages';
import { ChatHttpError, ChatTimeoutError, EmptyReplyError } from '@/lib/chat/widget/api';

/** The error catalogue (charlie-chat.md section 8): every failure of a send, as the text Charlie shows. */

const timeoutVariant = (provider: ChatProviderName) =>
  provider === 'gpt' || provider === 'assistant' ? provider : 'default';

export const timeoutText = (provider: ChatProviderName, attempt: 'first' | 'final') =>
  TIMEOUT_TEXTS[attempt][timeoutVariant(provider)];

export function failureText(error: unknown, provider: ChatProviderName): string {
  if (error instanceof ChatTimeoutError) return timeoutText(provider, 'final');
  if (error instanceof EmptyReplyError) return CHAT_ERRORS.emptyReply;
  if (error instanceof ChatHttpError) {
    if (error.status === 429) return rateLimitedText(error.retryAfterSeconds);
    if (error.status === 500) return CHAT_ERRORS.server500;
    if (error.status === 503) return CHAT_ERRORS.server503;
    // 502: the provider answered but its run failed.
    if (error.status === 502 && provider === 'gpt') return CHAT_ERRORS.gptRunFailed;
    if (error.status === 502 && provider === 'assistant') return CHAT_ERRORS.assistantRunFailed;
    return error.text;
  }
  return CHAT_ERRORS.default;
}

/** What kind of failure it was, for the CharlieFailure event. */
export function failureKind(error: unknown): 'timeout' | 'http' | 'empty' | 'thrown' {
  if (error instanceof ChatTimeoutError) return 'timeout';
  if (error instanceof ChatHttpError) return 'http';
  if (error instanceof EmptyReplyError) return 'empty';
  return 'thrown';
}
