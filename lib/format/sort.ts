import { parseNumeric } from './number';

export type SortDirection = 'ascending' | 'descending';

const isMissing = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && (value.trim() === '' || value.trim().toLowerCase() === 'no data'));

const text = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/**
 * Compares two table cells for sorting: missing values (`null`, empty, `no data`) go last in
 * either direction; figures compare as numbers once commas, `$` and `%` are stripped; anything
 * else compares as text.
 */
export function compareCells(a: unknown, b: unknown, direction: SortDirection = 'ascending'): number {
  const aMissing = isMissing(a);
  const bMissing = isMissing(b);
  if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
  const sign = direction === 'ascending' ? 1 : -1;
  const aNumber = parseNumeric(a);
  const bNumber = parseNumeric(b);
  if (aNumber !== null && bNumber !== null) return sign * (aNumber - bNumber);
  // A figure sorts before a word, so a column of numbers with a stray label stays readable.
  if (aNumber !== null || bNumber !== null) return aNumber !== null ? -1 : 1;
  return sign * text.compare(String(a), String(b));
}

/** A sorted copy of the rows by one column; rows that compare equal keep their order. */
export function sortRows<Row>(
  rows: readonly Row[],
  cell: (row: Row) => unknown,
  direction: SortDirection,
): Row[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => compareCells(cell(a.row), cell(b.row), direction) || a.index - b.index)
    .map(({ row }) => row);
}
