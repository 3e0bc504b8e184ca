import { StickyQuoteWidget } from '@/components/quote/StickyQuoteWidget';
import { ZipForm } from '@/components/quote/ZipForm';
import type { SectionOf } from '@/lib/cms/sections';
import { getPublicConfig } from '@/lib/config';
import { quoteFormSettings } from '@/lib/quotes/form-settings';
import { placementFor } from '@/lib/quotes/placements';
import styles from './sections.module.css';

/** The page's h1: a page has exactly one headline section, first; it may carry the quote form. */
export function Headline({ section }: { section: SectionOf<'headline'> }) {
  const { quoteForm } = section;
  const settings = quoteForm && quoteFormSettings();
  return (
    <section className={styles.headline}>
      <div className="container">
        <h1>{section.title}</h1>
        {section.subtitle && <p className={styles.subtitle}>{section.subtitle}</p>}
        {quoteForm && settings && (
          <>
            <ZipForm
              vertical={quoteForm.vertical}
              placement={quoteForm.placement}
              buttonText={quoteForm.buttonText}
              settings={settings}
            />
            {getPublicConfig().features.stickyQuoteWidget && (
              <StickyQuoteWidget
                vertical={quoteForm.vertical}
                placement={placementFor(quoteForm.vertical, 'sticky')}
                buttonText={quoteForm.buttonText}
                settings={settings}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}
