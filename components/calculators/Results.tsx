import type { ReactNode } from 'react';
import styles from './calculators.module.css';

/** The live result panel: screen readers hear the new figures as the visitor types. */
export function Results({
  title = 'Your estimate',
  rows,
  note,
  invalid,
}: {
  title?: string;
  rows: { label: string; value: ReactNode; emphasis?: boolean }[];
  note?: ReactNode;
  invalid?: string | null;
}) {
  return (
    <section className={styles.results} aria-live="polite" aria-label={title}>
      <h3>{title}</h3>
      {invalid ? (
        <p>{invalid}</p>
      ) : (
        <dl>
          {rows.map((row) => (
            <div key={row.label} className={row.emphasis ? styles.emphasis : undefined}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {note && <p className={styles.hint}>{note}</p>}
    </section>
  );
}
