'use client';
import { useState, type ReactNode } from 'react';
import type { RowConfig } from '@/lib/cms/sections';
import styles from './sections.module.css';

/**
 * Table rows limited by the CMS row config: `visibleRows` at first, up to `maximumRows` after
 * "more". Rows past the maximum never show. The rows themselves are rendered on the server.
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
  const limit = config.maximumRows ? rows.slice(0, config.maximumRows) : rows;
  const collapsible = config.visibleRows !== null && limit.length > config.visibleRows;
  const shown = collapsible && !expanded ? limit.slice(0, config.visibleRows ?? undefined) : limit;
  return (
    <>
      <tbody>{shown}</tbody>
      {collapsible && (
        <tfoot>
          <tr>
            <td colSpan={columns}>
              <button
                type="button"
                className={styles.showMore}
                aria-expanded={expanded}
                aria-controls={tableId}
                onClick={() => setExpanded((now) => !now)}
              >
                {expanded ? config.lessText : config.moreText}
              </button>
            </td>
          </tr>
        </tfoot>
      )}
    </>
  );
}
