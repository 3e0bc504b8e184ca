import { TableScroll } from '@/components/tables/TableScroll';
import type { SectionOf } from '@/lib/cms/sections';
import styles from './sections.module.css';
import { ShowMoreRows } from './ShowMoreRows';

export function RichTextTable({ section }: { section: SectionOf<'rich-text-table'> }) {
  const tableId = `table-${section.id}`;
  return (
    <section className={`container ${styles.section}`}>
      <h2>{section.title}</h2>
      <TableScroll label={section.title}>
        <table id={tableId} className={styles.table}>
          {section.caption && <caption>{section.caption}</caption>}
          <thead>
            <tr>
              {section.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <ShowMoreRows
            tableId={tableId}
            columns={section.columns.length}
            config={section.rowConfig}
            rows={section.rows.map((row) => (
              <tr key={row.id}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          />
        </table>
      </TableScroll>
    </section>
  );
}
