import { SiteLink } from '@/components/layout/SiteLink';
import type { SectionOf } from '@/lib/cms/sections';
import { statePagePath, states } from '@/lib/insurance/states';
import styles from './sections.module.css';

/** Links to one vertical's state pages, every state and DC. */
export function StateLinks({ section }: { section: SectionOf<'state-links'> }) {
  return (
    <section className={`container ${styles.section}`}>
      <h2>{section.title}</h2>
      <ul className={styles.cityList}>
        {states.map((state) => (
          <li key={state.code}>
            <SiteLink href={statePagePath(state, section.vertical)}>{state.name}</SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
