import type { SectionOf } from '@/lib/cms/sections';
import styles from './sections.module.css';

/** The page's h1: a page has exactly one headline section, first. */
export function Headline({ section }: { section: SectionOf<'headline'> }) {
  return (
    <section className={styles.headline}>
      <div className="container">
        <h1>{section.title}</h1>
        {section.subtitle && <p className={styles.subtitle}>{section.subtitle}</p>}
      </div>
    </section>
  );
}
