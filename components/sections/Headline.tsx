import { ZipForm } from '@/components/quote/ZipForm';
import type { SectionOf } from '@/lib/cms/sections';
import { getPublicConfig } from '@/lib/config';
import styles from './sections.module.css';

/** The page's h1: a page has exactly one headline section, first; it may carry the quote form. */
export function Headline({ section }: { section: SectionOf<'headline'> }) {
  const { quoteForm } = section;
  return (
    <section className={styles.headline}>
      <div className="container">
        <h1>{section.title}</h1>
        {section.subtitle && <p className={styles.subtitle}>{section.subtitle}</p>}
        {quoteForm && (
          <ZipForm
            vertical={quoteForm.vertical}
            placement={quoteForm.placement}
            buttonText={quoteForm.buttonText}
            settings={{ ...getPublicConfig().quotes, analytics: getPublicConfig().analytics }}
          />
        )}
      </div>
    </section>
  );
}
