import { RichText } from '@/components/content/RichText';
import type { SectionOf } from '@/lib/cms/sections';
import styles from './sections.module.css';

export function Steps({ section }: { section: SectionOf<'step-component'> }) {
  return (
    <section className={`container ${styles.section}`}>
      <h2>{section.title}</h2>
      <ol className={styles.steps}>
        {section.steps.map((step) => (
          <li key={step.id}>
            <h3>{step.title}</h3>
            <RichText blocks={step.body} headingOffset={2} />
          </li>
        ))}
      </ol>
    </section>
  );
}
