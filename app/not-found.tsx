import type { Metadata } from 'next';
import Link from 'next/link';
import { NAV_VERTICALS, verticalPath } from '@/lib/site/navigation';
import styles from './status-page.module.css';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code}>404</p>
      <h1>We couldn&rsquo;t find that page</h1>
      <p>The link may be old, or the address may have a typo. These pages are a good place to start:</p>
      <ul className={styles.links}>
        <li>
          <Link href="/">Homepage</Link>
        </li>
        {NAV_VERTICALS.map(({ vertical, label }) => (
          <li key={vertical}>
            <Link href={verticalPath(vertical)}>{label} insurance</Link>
          </li>
        ))}
        <li>
          <Link href="/sitemap/">Sitemap</Link>
        </li>
      </ul>
    </div>
  );
}
