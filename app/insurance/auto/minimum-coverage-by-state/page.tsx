import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/content/article.module.css';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { HOME_CRUMB } from '@/lib/site/navigation';
import { StateMinimumsTable } from '@/components/insurance/StateMinimumsTable';
import { STATE_MINIMUMS_PATH, stateMinimums } from '@/lib/insurance/state-minimums';

export const metadata: Metadata = {
  title: 'Minimum car insurance requirements by state',
  description:
    'The minimum liability limits, no-fault rules and PIP requirements for car insurance in all 50 states and Washington, DC.',
  alternates: { canonical: STATE_MINIMUMS_PATH },
};

export default function MinimumCoverageByStatePage() {
  return (
    <div className="container">
      <div className={styles.article}>
        <Breadcrumbs
          trail={[HOME_CRUMB, { href: '/insurance/auto/', label: 'Auto insurance' }]}
          current="Minimum coverage by state"
        />
        <h1>Minimum car insurance requirements by state</h1>
        <p className={styles.summary}>
          Limits are bodily injury per person / bodily injury per accident / property damage, in thousands of
          dollars: 25/50/10 means $25,000, $50,000 and $10,000.
        </p>
        <p>
          {stateMinimums.note} Minimums are a legal floor; read{' '}
          <Link href="/insurance/auto/guides/how-much-liability-coverage/">
            how much liability coverage to carry
          </Link>
          .
        </p>
      </div>
      <StateMinimumsTable states={stateMinimums.states} asOf={stateMinimums.asOf} />
    </div>
  );
}
