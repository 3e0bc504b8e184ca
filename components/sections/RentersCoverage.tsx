import { TableScroll } from '@/components/tables/TableScroll';
import { SiteLink } from '@/components/layout/SiteLink';
import type { SectionOf } from '@/lib/cms/sections';
import { company, reviewedCompanies, reviewPath } from '@/lib/insurance/companies';
import { log } from '@/lib/log';
import { SECTION_TEXTS } from '@/lib/cms/messages';
import styles from './sections.module.css';

const TEXTS = SECTION_TEXTS.rentersCoverage;
const FEATURES = Object.entries(TEXTS.features) as [keyof typeof TEXTS.features, string][];

/** What each renters insurer includes, side by side, linking to its review. */
export function RentersCoverage({ section }: { section: SectionOf<'renters-company-coverage'> }) {
  const reviewed = new Set(reviewedCompanies('renters').map((entry) => entry.id));
  const rows = section.companies.flatMap((entry) => {
    const insurer = company(entry.company);
    if (!insurer) log.warn('cms.coverage_unknown_company', { section: section.id, company: entry.company });
    return insurer ? [{ ...entry, insurer }] : [];
  });
  return (
    <section className={`container ${styles.section}`}>
      <h2>{section.title}</h2>
      <TableScroll label={section.title}>
        <table className={styles.table}>
          <caption className="visually-hidden">{section.title}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXTS.company}</th>
              {FEATURES.map(([key, label]) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ id, insurer, features, note }) => (
              <tr key={id}>
                <th scope="row">
                  {reviewed.has(insurer.id) ? (
                    <SiteLink href={reviewPath('renters', insurer.id)}>{insurer.name}</SiteLink>
                  ) : (
                    insurer.name
                  )}
                  {note && <span className={styles.cellNote}>{note}</span>}
                </th>
                {FEATURES.map(([key]) => (
                  <td key={key}>{features[key] ? SECTION_TEXTS.yes : SECTION_TEXTS.no}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
