import { ratesAreSample } from '@/lib/rates/read';
import styles from '@/components/sections/sections.module.css';

/** Says plainly when the figures shown are the embedded sample data rather than the rates API's. */
export function SampleDataNote() {
  if (!ratesAreSample()) return null;
  return (
    <p className={styles.sampleNote}>
      Sample data: these figures are generated for this demo site and are not real quotes or rates.
    </p>
  );
}
