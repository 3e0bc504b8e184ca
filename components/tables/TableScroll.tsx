import type { ReactNode } from 'react';
import styles from '@/components/sections/sections.module.css';

/**
 * The words that mark a table's best value, in one place. They live here, not in the client
 * SortableTable, so server components can read them as strings rather than client references.
 */
export const BEST_MARKS = {
  cheapest: 'Cheapest',
  topRated: 'Top rated',
  highestRewards: 'Highest base rewards',
  mostCashBack: 'Most cash back',
} as const;

/**
 * The words that mark a best value. In a sortable table they sit in the row header, which a screen
 * reader repeats with every cell of the row, so the mark depends neither on colour nor on finding
 * the right cell.
 */
export function BestMark({ label }: { label: string }) {
  return (
    <>
      {' '}
      <span className={styles.bestMark}>{label}</span>
    </>
  );
}

/**
 * A wide table's horizontal scroller. On a phone the table may be wider than the screen, so the
 * scroller is a named, focusable region: keyboard users can scroll it with the arrow keys.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
