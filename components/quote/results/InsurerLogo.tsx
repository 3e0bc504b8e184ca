import Image from 'next/image';
import type { MatchCompany } from '@/lib/quotes/results-profile';
import styles from './results.module.css';

/** The first letters of a company's first two words: "LM" for Liberty Mutual, "GE" for GEICO. */
function monogram(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word));
  const letters =
    words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [...(words[0] ?? '')].slice(0, 2);
  return letters.join('').toUpperCase();
}

/**
 * The insurer's logo at a fixed 48 px (no layout shift), or a monogram badge of the same size
 * where the site has no logo file. Decorative: the card's heading names the insurer.
 */
export function InsurerLogo({ company }: { company: MatchCompany }) {
  if (company.logo) {
    return <Image className={styles.logo} src={company.logo} alt="" width={48} height={48} unoptimized />;
  }
  return (
    <span className={`${styles.logo} ${styles.monogram}`} aria-hidden="true">
      {monogram(company.name)}
    </span>
  );
}
