import { errorResponder, on } from '@/lib/http/error-responses';
import { log } from '@/lib/log';
import { CHAT_ERRORS, CHAT_ROUTE_TEXTS, CONFIGURATION_ERRORS } from '../messages';
import {
  ProviderFailedError,
  ProviderNotConfiguredError,
  ProviderTimeoutError,
  TurnAbandonedError,
} from './pipeline';

/** What a visitor gets when answering failed, by the pipeline's error, each logged on the way. */
export const chatErrorResponse = errorResponder(
  [
    on(ProviderNotConfiguredError, (error) => {
      const configurationError =
        error.provider === 'local' ? error.message : CONFIGURATION_ERRORS[error.provider];
      log.error('chat.provider_not_configured', { provider: error.provider, error: configurationError });
      return { status: 503, error: CHAT_ERRORS.server503 };
    }),
    on(ProviderTimeoutError, (error) => {
      log.warn('chat.provider_timeout', { provider: error.provider, timeoutMs: error.timeoutMs });
      return { status: 504, error: CHAT_ERRORS.timeoutFinal };
    }),
    // Nobody reads this answer: the browser has gone. 499 is what proxies log for it.
    on(TurnAbandonedError, (error) => {
      log.info('chat.abandoned', { provider: error.provider });
      return { status: 499, error: CHAT_ROUTE_TEXTS.abandoned };
    }),
    on(ProviderFailedError, (error) => {
      log.warn('chat.provider_failed', { provider: error.provider, error: error.message });
      return { status: 502, error: error.message };
    }),
  ],
  (error) => {
    log.error('chat.failed', { error });
    return { status: 500, error: CHAT_ERRORS.server500 };
  },
);
