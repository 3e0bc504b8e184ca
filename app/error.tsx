'use client';

import Link from 'next/link';
import styles from './status-page.module.css';

/** Shown when a page cannot be rendered (the CMS down, say). The error's details never reach the page. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className={`container ${styles.page}`} role="alert">
      <p className={styles.code}>Temporarily unavailable</p>
      <h1>This page couldn&rsquo;t load right now</h1>
      <p>Something on our side didn&rsquo;t answer in time. Please try again in a moment.</p>
      <p>
        <button type="button" className={styles.button} onClick={reset}>
          Try again
        </button>{' '}
        or <Link href="/">go to the homepage</Link>.
      </p>
    </div>
  );
}
