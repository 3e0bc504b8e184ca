import { SampleDataNote } from '@/components/content/SampleDataNote';
import { SortableTable } from '@/components/tables/SortableTable';
import { BEST_MARKS } from '@/components/tables/TableScroll';
import type { SectionOf } from '@/lib/cms/sections';
import { formatValue } from '@/lib/format/display';
import { queryPremiumTable } from '@/lib/rates/premium-table';
import { readRates } from '@/lib/rates/read';
import { SECTION_TEXTS } from '@/lib/cms/messages';
import styles from './sections.module.css';

/** A rates table queried by state, city, company, age and rank, shown in the editor's columns and formats. */
export async function DatabaseQueryListicle({ section }: { section: SectionOf<'database-query-listicle'> }) {
  const { coverage, ...query } = section.query;
  const answer = await readRates('database query listicle', (source) =>
    queryPremiumTable(source, section.table, query),
  );
  const rows = (answer?.rows ?? [])
    .filter((row) => !coverage || row.coverage === coverage)
    .sort((a, b) => a.rank - b.rank || a.annual_premium - b.annual_premium);
  // One mark per row is enough: the monthly premium is the yearly one divided by twelve.
  const cheapestColumn = ['annual_premium', 'monthly_premium'].find((name) =>
    section.columns.some((column) => column.name === name && column.format !== 'text'),
  );
  return (
    <section className={`container ${styles.section}`}>
      <h2>{section.title}</h2>
      {rows.length === 0 ? (
        <p>{SECTION_TEXTS.unavailable.rates}</p>
      ) : (
        <SortableTable
          id={`rates-${section.id}`}
          caption={section.caption ?? section.title}
          rowConfig={section.rowConfig}
          columns={section.columns.map((column) => ({
            key: column.name,
            header: column.header,
            numeric: column.format !== 'text',
            ...(column.name === cheapestColumn && { best: { order: 'lowest', label: BEST_MARKS.cheapest } }),
          }))}
          rows={rows.map((row, index) => {
            const values: Record<string, string | number | null> = {
              ...row,
              monthly_premium: Math.round(row.annual_premium / 12),
            };
            return {
              id: `${row.state}-${row.city ?? ''}-${row.company}-${row.age}-${row.coverage}-${index}`,
              cells: Object.fromEntries(
                section.columns.map((column) => {
                  const value = values[column.name] ?? null;
                  return [column.name, { text: formatValue(value, column.format), value }];
                }),
              ),
            };
          })}
        />
      )}
      <SampleDataNote />
    </section>
  );
}
