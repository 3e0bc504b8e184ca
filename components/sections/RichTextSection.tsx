import { RichText } from '@/components/content/RichText';
import type { SectionOf } from '@/lib/cms/sections';
import styles from './sections.module.css';

export function RichTextSection({ section }: { section: SectionOf<'rich-text'> }) {
  return (
    <section className={styles.section}>
      <div className="container">
        <div className={styles.prose}>
          {section.title && <h2>{section.title}</h2>}
          <RichText blocks={section.body} />
        </div>
      </div>
    </section>
  );
}
