import Link from 'next/link';
import { useId } from 'react';
import type { CalculatorLink } from '@/lib/site/home';
import styles from './home.module.css';
import { CalculatorIcon } from './icons';

/** Every calculator the CMS has, each with its own one-line description. */
export function HomeCalculators({ calculators }: { calculators: CalculatorLink[] }) {
  const headingId = useId();
  if (calculators.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>Calculators</h2>
        <p className={styles.lead}>
          Work out the numbers before you buy: premiums, payments and what you can afford.
        </p>
        <ul className={styles.grid}>
          {calculators.map((calculator) => (
            <li key={calculator.path} className={styles.card}>
              <span className={styles.icon}>
                <CalculatorIcon />
              </span>
              <h3 className={styles.cardTitle}>
                {/* The whole card is the link's target (::after), the name alone its accessible name. */}
                <Link href={calculator.path} className={styles.cardLink}>
                  {calculator.title}
                </Link>
              </h3>
              <p className={styles.cardText}>{calculator.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
