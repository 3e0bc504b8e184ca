'use client';

import { TableScroll } from '@/components/tables/TableScroll';
import { useState } from 'react';
import type { RowConfig } from '@/lib/cms/sections';
import { sortRows, type SortDirection } from '@/lib/format/sort';
import { ShowMoreRows } from '@/components/sections/ShowMoreRows';
import styles from '@/components/sections/sections.module.css';

export interface TableColumn {
  key: string;
  header: string;
}

/** One cell: the text shown (already formatted on the server) and the raw value it sorts by. */
export interface TableCell {
  text: string;
  value: string | number | null;
}

export interface TableRow {
  id: string;
  cells: Record<string, TableCell>;
}

/**
 * A table a visitor can sort by any column (missing values last either way), limited by the
 * CMS row config. The first column is the row header.
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
  const sorted = sort ? sortRows(rows, (row) => row.cells[sort.key]?.value ?? null, sort.direction) : rows;
  const toggle = (key: string) =>
    setSort((current) =>
      current?.key === key && current.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' },
    );
  return (
    <TableScroll label={caption}>
      <table id={id} className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={direction ?? 'none'}>
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
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row">
                    {row.cells[column.key]?.text ?? ''}
                  </th>
                ) : (
                  <td key={column.key}>{row.cells[column.key]?.text ?? ''}</td>
                ),
              )}
            </tr>
          ))}
        />
      </table>
    </TableScroll>
  );
}
