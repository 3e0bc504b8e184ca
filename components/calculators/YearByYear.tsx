import { TableScroll } from '@/components/tables/TableScroll';
import { formatValue } from '@/lib/format/display';
import styles from './calculators.module.css';

/**
 * A schedule's text alternative for its chart: where the balance stands at the start, every fifth
 * year and the end ("You start owing $280,000. After year 5: …").
 */
export function yearMarks(opening: string, schedule: readonly { year: number; balance: number }[]): string {
  const marks = schedule.filter((row) => row.year % 5 === 0 || row.year === schedule.length);
  return `${opening}. ${marks
    .map((row) => `After year ${row.year}: ${formatValue(row.balance, 'dollar')}`)
    .join('. ')}.`;
}

/** A schedule year by year, folded under its summary: the year, then whole dollars in each column. */
export function YearByYear<Row extends { year: number }>({
  summary,
  caption,
  columns,
  rows,
}: {
  summary: string;
  caption: string;
  columns: readonly { header: string; value: (row: Row) => number }[];
  rows: readonly Row[];
}) {
  return (
    <details className={styles.schedule}>
      <summary>{summary}</summary>
      <TableScroll label={summary}>
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year}>
                <th scope="row">{row.year}</th>
                {columns.map((column) => (
                  <td key={column.header}>{formatValue(column.value(row), 'dollar')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </details>
  );
}
