'use client';

import { BestMark, TableScroll } from '@/components/tables/TableScroll';
import { useState } from 'react';
import { heldRows } from '@/lib/cms/held-rows';
import type { RowConfig } from '@/lib/cms/sections';
import { sortRows, type SortDirection } from '@/lib/format/sort';
import { ShowMoreRows } from '@/components/sections/ShowMoreRows';
import styles from '@/components/sections/sections.module.css';

interface TableColumn {
  key: string;
  header: string;
  /** Figures: right-aligned in tabular numerals, header included. Unset, a column of numbers is one. */
  numeric?: boolean;
  /** Which end of the column is best, and the words that say so on the best row ("Cheapest"). */
  best?: { order: 'lowest' | 'highest'; label: string };
}

/** One cell: the text shown (already formatted on the server) and the raw value it sorts by. */
interface TableCell {
  text: string;
  value: string | number | null;
}

export interface TableRow {
  id: string;
  cells: Record<string, TableCell>;
}

const numberIn = (row: TableRow, key: string) => {
  const value = row.cells[key]?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

function isNumeric(column: TableColumn, rows: TableRow[]): boolean {
  if (column.numeric !== undefined) return column.numeric;
  const values = rows.map((row) => row.cells[column.key]?.value ?? null).filter((value) => value !== null);
  return values.length > 0 && values.every((value) => typeof value === 'number');
}

/**
 * The column's best value and the words that mark it, or null when nothing stands out: one row,
 * or every row the same, is not "the cheapest" of anything.
 */
function bestOf(column: TableColumn, rows: TableRow[]): { value: number; label: string } | null {
  if (!column.best) return null;
  const values = rows.map((row) => numberIn(row, column.key)).filter((value) => value !== null);
  const low = Math.min(...values);
  const high = Math.max(...values);
  if (values.length < 2 || low === high) return null;
  return { value: column.best.order === 'lowest' ? low : high, label: column.best.label };
}

/**
 * A table a visitor can sort by any column (missing values last either way), collapsed by the
 * CMS row config. The table holds its first `maximumRows` (heldRows) and sorting orders all of
 * them before the collapse, so the rows shown first are the true top of what the table counts. The first column is the row header.
 */
export function SortableTable({
  id,
  caption,
  columns,
  rows,
  rowConfig,
}: {
  id: string;
  caption: string;
  columns: TableColumn[];
  rows: TableRow[];
  rowConfig: RowConfig;
}) {
  const [sort, setSort] = useState<{ key: string; direction: SortDirection } | null>(null);
  const held = heldRows(rows, rowConfig);
  const sorted = sort ? sortRows(held, (row) => row.cells[sort.key]?.value ?? null, sort.direction) : held;
  const toggle = (key: string) =>
    setSort((current) =>
      current?.key === key && current.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' },
    );
  const shapes = columns.map((column) => ({
    column,
    numeric: isNumeric(column, held),
    best: bestOf(column, held),
  }));
  const isBest = (row: TableRow, shape: (typeof shapes)[number]) =>
    shape.best !== null && numberIn(row, shape.column.key) === shape.best.value;
  const marks = (row: TableRow) =>
    shapes.flatMap((shape) =>
      shape.best && isBest(row, shape) ? [{ key: shape.column.key, ...shape.best }] : [],
    );
  const cellClass = (numeric: boolean, best: boolean) =>
    [numeric && styles.numeric, best && styles.bestValue].filter(Boolean).join(' ') || undefined;
  return (
    <TableScroll label={caption}>
      <table id={id} className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {shapes.map(({ column, numeric }) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={direction ?? 'none'}
                  className={cellClass(numeric, false)}
                >
                  <button type="button" className={styles.sortButton} onClick={() => toggle(column.key)}>
                    {column.header}
                    <span aria-hidden="true">
                      {direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : ' ↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <ShowMoreRows
          tableId={id}
          columns={columns.length}
          config={rowConfig}
          rows={sorted.map((row) => (
            <tr key={row.id}>
              {shapes.map((shape, index) => {
                const text = row.cells[shape.column.key]?.text ?? '';
                const className = cellClass(shape.numeric, isBest(row, shape));
                return index === 0 ? (
                  <th key={shape.column.key} scope="row" className={className}>
                    {text}
                    {marks(row).map((mark) => (
                      <BestMark key={mark.key} label={mark.label} />
                    ))}
                  </th>
                ) : (
                  <td key={shape.column.key} className={className}>
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        />
      </table>
    </TableScroll>
  );
}
