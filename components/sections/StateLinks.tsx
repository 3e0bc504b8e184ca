import { SiteLink } from '@/components/layout/SiteLink';
import type { SectionOf } from '@/lib/cms/sections';
import { statePagePath, states } from '@/lib/insurance/states';
import sections from './sections.module.css';
import styles from './links.module.css';

/** Links to one vertical's state pages, every state and DC, in a grid: two columns on a phone, five on a desktop. */
export function StateLinks({ section }: { section: SectionOf<'state-links'> }) {
  return (
    <section className={`container ${sections.section}`}>
      <h2>{section.title}</h2>
      <ul className={styles.grid}>
        {states.map((state) => (
          <li key={state.code}>
            <SiteLink href={statePagePath(state, section.vertical)}>{state.name}</SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
