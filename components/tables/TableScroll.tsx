import type { ReactNode } from 'react';
import styles from '@/components/sections/sections.module.css';

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
