import type { ReactNode } from 'react';
import styles from './calculators.module.css';

/**
 * A calculator's layout: its labelled form of fields beside the live result. The form never
 * submits; every change recalculates at once.
 */
export function CalculatorFrame({
  label,
  result,
  children,
}: {
  label: string;
  result: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.calculator}>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label={label}>
        {children}
      </form>
      {result}
    </div>
  );
}
