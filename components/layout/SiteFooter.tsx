import Link from 'next/link';
import { FOOTER_LEGAL_LINKS, FOOTER_LINKS } from '@/lib/site/navigation';
import styles from './SiteFooter.module.css';

export function SiteFooter({ productName }: { productName: string }) {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <nav aria-label="Company">
          <ul className={styles.links}>
            {FOOTER_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal">
          <ul className={`${styles.links} ${styles.legal}`}>
            {FOOTER_LEGAL_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.note}>
          {productName} is paid by some partners when visitors request quotes; partners cannot pay to change
          our rankings or review scores (<Link href="/advertiser-disclosure/">how we make money</Link>). Rates
          and figures on this site are sample data for illustration.
        </p>
      </div>
    </footer>
  );
}
