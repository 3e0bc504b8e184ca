'use client';

import { useState, useSyncExternalStore } from 'react';
import { browserOptsOut, browserSendsGpc, setBrowserOptOut } from '@/lib/privacy/browser-opt-out';
import { PRIVACY_TEXTS } from '@/lib/privacy/messages';
import styles from './PrivacyChoices.module.css';

const noSubscription = () => () => undefined;

/**
 * The opt-out switch. It reads the browser's own state after hydration (the server cannot know the
 * cookie's fate in a cached page, nor GPC), and with GPC on it stays on: the signal decides.
 */
export function PrivacyChoices() {
  const gpc = useSyncExternalStore(noSubscription, browserSendsGpc, () => false);
  const stored = useSyncExternalStore(noSubscription, browserOptsOut, () => false);
  const [choice, setChoice] = useState<boolean | null>(null);
  const optedOut = gpc || (choice ?? stored);
  return (
    <div className={styles.choices}>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={optedOut}
          disabled={gpc}
          onChange={(event) => {
            setBrowserOptOut(event.target.checked);
            setChoice(event.target.checked);
          }}
        />
        <span>{PRIVACY_TEXTS.switchLabel}</span>
      </label>
      <p role="status" className={styles.status}>
        {gpc ? PRIVACY_TEXTS.gpc : optedOut ? PRIVACY_TEXTS.optedOut : PRIVACY_TEXTS.optedIn}
        {choice !== null && !gpc && ` ${PRIVACY_TEXTS.saved}`}
      </p>
    </div>
  );
}
