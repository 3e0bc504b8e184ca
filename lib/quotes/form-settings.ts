import 'server-only';
import { getPublicConfig } from '@/lib/config';

/** What every quote form needs from configuration: the public split, pilot share and analytics ids. */
export function quoteFormSettings() {
  const { quotes, analytics } = getPublicConfig();
  return { split: quotes.split, pilotPercent: quotes.pilotPercent, fallbacks: quotes.fallbacks, analytics };
}
