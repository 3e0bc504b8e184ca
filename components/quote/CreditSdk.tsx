'use client';

import { useEffect, useState } from 'react';
import { createClickId } from '@/lib/ads/click-id';
import { LOCAL_CREDIT_SDK_SCRIPT } from '@/lib/ads/constants';
import type { AnalyticsSettings } from '@/lib/analytics/events';
import { configureAnalytics } from '@/lib/analytics/track';
import { CREDIT_MATCHES_PLACEMENT, CREDIT_MATCHES_VERTICAL } from '@/lib/finance/constants';
import { CREDIT_MATCHES_TEXTS } from '@/lib/finance/messages';
import type { CreditSdkInit } from '@/lib/quotes/partner-scripts';
import { PartnerScript } from './PartnerScript';
import styles from './CreditMatches.module.css';

/** The credit SDK started in the box, with a click id on the card product widget's placement. */
export function CreditSdk({
  cards,
  script,
  analytics,
}: {
  cards: CreditSdkInit['cards'];
  script: string | null;
  analytics: AnalyticsSettings;
}) {
  // Only ever rendered in the browser, after the visitor's click (no server render): window is there.
  const [options] = useState<CreditSdkInit>(() => ({
    placement: CREDIT_MATCHES_PLACEMENT,
    clickId: createClickId(
      `${window.location.pathname}|${CREDIT_MATCHES_PLACEMENT}`,
      undefined,
      'credit-sdk',
    ),
    cards,
  }));
  useEffect(() => configureAnalytics(analytics), [analytics]);
  return (
    <PartnerScript
      name="creditSdk"
      src={script ?? LOCAL_CREDIT_SDK_SCRIPT}
      options={options}
      vertical={CREDIT_MATCHES_VERTICAL}
      placement={CREDIT_MATCHES_PLACEMENT}
      loadingText={CREDIT_MATCHES_TEXTS.loading}
      className={styles.sdk}
    />
  );
}
