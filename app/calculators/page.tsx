import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { listPages } from '@/lib/cms/content';
import { CALCULATORS_PATH, HOME_CRUMB } from '@/lib/site/navigation';
import { pageMetadata } from '@/lib/site/metadata';
import styles from '@/components/sections/sections.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Calculators',
  description:
    'Every calculator on the site: car insurance, mortgage, PMI, FHA, personal loan, cost of living and cash back.',
  path: CALCULATORS_PATH,
});

/** Every calculator page the CMS has, with what each one answers. */
export default async function CalculatorsPage() {
  const calculators = await listPages('calculator');
  return (
    <div className={`container ${styles.section}`}>
      <Breadcrumbs trail={[HOME_CRUMB]} current="Calculators" />
      <h1>Calculators</h1>
      <ul className={styles.cards}>
        {calculators.map((page) => (
          <li key={page.slug}>
            <Link className={styles.card} href={page.path}>
              <span className={styles.cardTitle}>{page.title}</span>
              <span>{page.seo.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
