import 'server-only';
import { getPublicConfig } from '@/lib/config';

/**
 * What every quote form needs from configuration: the public split, pilot share and analytics
 * ids, and where the browser asks for its own address (an IP echo service, or the site).
 */
export function quoteFormSettings() {
  const { quotes, analytics, ipEchoUrl } = getPublicConfig();
  return {
    split: quotes.split,
    pilotPercent: quotes.pilotPercent,
    fallbacks: quotes.fallbacks,
    widget: quotes.widget,
    analytics,
    ipEchoUrl,
  };
}
