import { TableScroll } from '@/components/tables/TableScroll';
import { heldRows } from '@/lib/cms/held-rows';
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
          {/* Without an editor's caption the table still names itself, in the heading's words. */}
          <caption className={section.caption ? undefined : 'visually-hidden'}>
            {section.caption || section.title}
          </caption>
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
            rows={heldRows(section.rows, section.rowConfig).map((row) => (
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
