import Image from 'next/image';
import { monogram } from '@/lib/insurance/monogram';
import type { MatchCompany } from '@/lib/quotes/results-profile';
import styles from './results.module.css';

/**
 * The insurer's logo at a fixed 48 px (no layout shift), or a monogram badge of the same size
 * where the site has no logo file: the same monogram rule as the logo files. Decorative: the card's heading names the insurer.
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
