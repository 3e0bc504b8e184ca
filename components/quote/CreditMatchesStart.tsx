'use client';

import dynamic from 'next/dynamic';
import { useState, type ComponentProps } from 'react';
import { CREDIT_MATCHES_TEXTS } from '@/lib/finance/messages';
import styles from './CreditMatches.module.css';

// The SDK's runner is a chunk of its own, fetched on the click: the hub's first load skips it.
const CreditSdk = dynamic(() => import('./CreditSdk').then((module) => module.CreditSdk), { ssr: false });

/** The box's button; once pressed, the credit SDK in its place. */
export function CreditMatchesStart(props: ComponentProps<typeof CreditSdk>) {
  const [started, setStarted] = useState(false);
  if (started) return <CreditSdk {...props} />;
  return (
    <button type="button" className={styles.button} onClick={() => setStarted(true)}>
      {CREDIT_MATCHES_TEXTS.button}
    </button>
  );
}
