import { ratesAreSample } from '@/lib/rates/read';
import styles from '@/components/sections/sections.module.css';

/**
 * Says plainly when the figures shown are the embedded sample data rather than the rates API's,
 * and, where a data year is shown, what it means: the rate tables' latest year, not this year.
 */
export function SampleDataNote({ year }: { year?: number }) {
  const sample = ratesAreSample();
  if (!sample && year === undefined) return null;
  return (
    <p className={styles.sampleNote}>
      {sample &&
        'Sample data: these figures are generated for this demo site and are not real quotes or rates. '}
      {year !== undefined &&
        `Figures are for ${year}, the latest year our rate tables cover; premiums have risen since, so use them to compare places and profiles, not to budget.`}
    </p>
  );
}
