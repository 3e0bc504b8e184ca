'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { createClickId } from '@/lib/ads/click-id';
import type { AnalyticsSettings } from '@/lib/analytics/events';
import { configureAnalytics } from '@/lib/analytics/track';
import { LOCAL_QUOTE_SERVE_SCRIPT } from '@/lib/ads/constants';
import { RESULTS_PLACEMENT, RESULTS_VERTICAL } from '@/lib/quotes/constants';
import { RESULTS_TEXTS } from '@/lib/quotes/messages';
import type { QuoteServeInit } from '@/lib/quotes/partner-scripts';
import { PartnerScript } from '../PartnerScript';
import styles from './results.module.css';

/**
 * compare-matches' partner offers from the quote serve script (the widget settings'
 * `quoteServeScript`, or the local stand-in), loaded as the list nears the screen so the page's
 * own results never wait for it. Each offer's link carries a click id on the results' placement.
 */
export function PartnerListings({
  zip,
  script,
  analytics,
}: {
  zip: string;
  script: string | null;
  analytics: AnalyticsSettings;
}) {
  const root = useRef<HTMLElement>(null);
  const headingId = useId();
  const [options, setOptions] = useState<QuoteServeInit | null>(null);
  useEffect(() => configureAnalytics(analytics), [analytics]);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setOptions({
          zipcode: zip,
          vertical: RESULTS_VERTICAL,
          placement: RESULTS_PLACEMENT,
          clickId: createClickId(
            `${window.location.pathname}|${RESULTS_PLACEMENT}`,
            undefined,
            'quote-serve',
          ),
        });
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [zip]);
  return (
    <section ref={root} className={styles.listings} aria-labelledby={headingId}>
      <h2 id={headingId}>{RESULTS_TEXTS.listingsTitle}</h2>
      <p className={styles.listingsNote}>{RESULTS_TEXTS.listingsNote}</p>
      <PartnerScript
        name="quoteServe"
        src={script ?? LOCAL_QUOTE_SERVE_SCRIPT}
        options={options}
        vertical={RESULTS_VERTICAL}
        placement={RESULTS_PLACEMENT}
        loadingText={RESULTS_TEXTS.listingsLoading}
        className={styles.listingsBody}
      />
    </section>
  );
}
