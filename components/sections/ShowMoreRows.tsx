'use client';
import { useState, type ReactNode } from 'react';
import type { RowConfig } from '@/lib/cms/sections';
import { SECTION_TEXTS } from '@/lib/cms/messages';
import styles from './sections.module.css';

const SHOW_MORE_TEXTS = SECTION_TEXTS.rows;

/**
 * Table rows collapsed by the CMS row config: the first `visibleRows` at first, every row after
 * "more", with a count that says how many are showing out of how many the table holds. The caller
 * passes the rows the table holds (heldRows), so the count and the rows always agree.
 */
export function ShowMoreRows({
  rows,
  config,
  tableId,
  columns,
}: {
  rows: ReactNode[];
  config: RowConfig;
  tableId: string;
  columns: number;
}) {
  const [expanded, setExpanded] = useState(false);
  const collapsed = config.visibleRows;
  const collapsible = collapsed !== null && rows.length > collapsed;
  const shown = collapsible && !expanded ? rows.slice(0, collapsed) : rows;
  return (
    <>
      <tbody>{shown}</tbody>
      {collapsible && (
        <tfoot>
          <tr>
            <td colSpan={columns}>
              <div className={styles.rowCount}>
                <span role="status" className={styles.rowCountText}>
                  {expanded
                    ? SHOW_MORE_TEXTS.expanded(rows.length)
                    : SHOW_MORE_TEXTS.collapsed(shown.length, rows.length)}
                </span>
                <button
                  type="button"
                  className={styles.showMore}
                  aria-expanded={expanded}
                  aria-controls={tableId}
                  onClick={() => setExpanded((now) => !now)}
                >
                  {expanded ? config.lessText : config.moreText}
                </button>
              </div>
            </td>
          </tr>
        </tfoot>
      )}
    </>
  );
}
