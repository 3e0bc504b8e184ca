import Link from 'next/link';
import { useId } from 'react';
import { TRUST_POINTS } from '@/lib/site/home';
import styles from './home.module.css';
import { TrustPointIcon } from './icons';

/** What a visitor can hold the site to, each with the page that explains it in full. */
export function TrustPoints() {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>Why you can trust what you read here</h2>
        <ul className={styles.grid}>
          {TRUST_POINTS.map((point) => (
            <li key={point.icon} className={styles.trustPoint}>
              <span className={styles.icon}>
                <TrustPointIcon icon={point.icon} />
              </span>
              <h3 className={styles.cardTitle}>{point.title}</h3>
              <p className={styles.cardText}>{point.text}</p>
              <Link href={point.link.href}>{point.link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
