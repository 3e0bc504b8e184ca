'use client';

import { useEffect, useId, useState } from 'react';
import { createClickId } from '@/lib/ads/click-id';
import type { AnalyticsSettings } from '@/lib/analytics/events';
import { configureAnalytics } from '@/lib/analytics/track';
import { LOCAL_CREDIT_SDK_SCRIPT } from '@/lib/ads/constants';
import {
  CREDIT_MATCHES_PLACEMENT,
  CREDIT_MATCHES_TEXTS,
  CREDIT_MATCHES_VERTICAL,
} from '@/lib/finance/credit-matches';
import type { CreditSdkInit } from '@/lib/quotes/partner-scripts';
import { PartnerScript } from './PartnerScript';
import styles from './CreditMatches.module.css';

/**
 * The credit cards hub's prequalification box: the credit SDK (the widget settings'
 * `creditSdkScript`, or the local stand-in) loads when the visitor asks for it, never before.
 */
export function CreditMatches({
  cards,
  script,
  analytics,
}: {
  cards: CreditSdkInit['cards'];
  script: string | null;
  analytics: AnalyticsSettings;
}) {
  const headingId = useId();
  const [options, setOptions] = useState<CreditSdkInit | null>(null);
  useEffect(() => configureAnalytics(analytics), [analytics]);
  const start = () =>
    setOptions({
      placement: CREDIT_MATCHES_PLACEMENT,
      clickId: createClickId(
        `${window.location.pathname}|${CREDIT_MATCHES_PLACEMENT}`,
        undefined,
        'credit-sdk',
      ),
      cards,
    });
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {CREDIT_MATCHES_TEXTS.title}
      </h2>
      <p className={styles.text}>{CREDIT_MATCHES_TEXTS.text}</p>
      {!options && (
        <button type="button" className={styles.button} onClick={start}>
          {CREDIT_MATCHES_TEXTS.button}
        </button>
      )}
      <PartnerScript
        name="creditSdk"
        src={script ?? LOCAL_CREDIT_SDK_SCRIPT}
        options={options}
        vertical={CREDIT_MATCHES_VERTICAL}
        placement={CREDIT_MATCHES_PLACEMENT}
        loadingText={CREDIT_MATCHES_TEXTS.loading}
        className={styles.sdk}
      />
    </section>
  );
}
