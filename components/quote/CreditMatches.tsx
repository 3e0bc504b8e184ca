import { useId } from 'react';
import type { AnalyticsSettings } from '@/lib/analytics/events';
import { CREDIT_MATCHES_TEXTS } from '@/lib/finance/messages';
import type { CreditSdkInit } from '@/lib/quotes/partner-scripts';
import { CreditMatchesStart } from './CreditMatchesStart';
import styles from './CreditMatches.module.css';

/**
 * The credit cards hub's prequalification box: its words from the server, and a button that
 * loads the credit SDK (the widget settings' `creditSdkScript`, or the local stand-in) and the code
 * that runs it when the visitor asks, never before.
 */
export function CreditMatches(props: {
  cards: CreditSdkInit['cards'];
  script: string | null;
  analytics: AnalyticsSettings;
}) {
  const headingId = useId();
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {CREDIT_MATCHES_TEXTS.title}
      </h2>
      <p className={styles.text}>{CREDIT_MATCHES_TEXTS.text}</p>
      <CreditMatchesStart {...props} />
    </section>
  );
}
