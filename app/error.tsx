'use client';

import Link from 'next/link';
import styles from './status-page.module.css';

/** Shown when a page cannot be rendered, typically because the CMS is down. No details leak. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className={`container ${styles.page}`} role="alert">
      <p className={styles.code}>Temporarily unavailable</p>
      <h1>This page couldn&rsquo;t load right now</h1>
      <p>Our content service didn&rsquo;t answer in time. Please try again in a moment.</p>
      <p>
        <button type="button" className={styles.button} onClick={reset}>
          Try again
        </button>{' '}
        or <Link href="/">go to the homepage</Link>.
      </p>
    </div>
  );
}
