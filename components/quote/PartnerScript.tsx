'use client';

import { useRef } from 'react';
import { ADS_TEXTS } from '@/lib/ads/messages';
import { track } from '@/lib/analytics/track';
import type { mountPartnerScript, PartnerScriptName } from '@/lib/quotes/partner-scripts';
import { usePartnerScript } from './usePartnerScript';

/**
 * A partner script drawn into the page, with the states every partner loader shows: a loading
 * line, then the partner's own content, or "Error loading scripts" and "Please try again later."
 * with the QuoteFailure health event the quote widget's failure sends.
 */
export function PartnerScript<N extends PartnerScriptName>({
  name,
  src,
  options,
  vertical,
  placement,
  loadingText,
  className,
}: {
  name: N;
  src: string;
  /** Null until the visitor wants it: the script loads only then. */
  options: Parameters<typeof mountPartnerScript<N>>[3] | null;
  vertical: string;
  placement: string;
  loadingText: string;
  className?: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const status = usePartnerScript(name, src, options, container, () =>
    track('QuoteFailure', { vertical, widget: placement, reason: ADS_TEXTS.scriptsFailed }),
  );
  return (
    <>
      {status === 'loading' && <p role="status">{loadingText}</p>}
      {status === 'error' && (
        <>
          <p role="alert">{ADS_TEXTS.scriptsFailed}</p>
          <p role="status">{ADS_TEXTS.tryLater}</p>
        </>
      )}
      <div ref={container} className={className} data-status={status} />
    </>
  );
}
