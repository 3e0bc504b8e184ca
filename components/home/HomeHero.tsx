import { useId, type ComponentProps } from 'react';
import { DEFAULT_QUOTE_VERTICAL, HOME_QUOTE_BUTTON_TEXT, HOME_QUOTE_VERTICALS } from '@/lib/site/home';
import styles from './HomeHero.module.css';
import { VerticalQuoteForm } from './VerticalQuoteForm';

interface Props {
  title: string;
  subtitle: string | null;
  settings: ComponentProps<typeof VerticalQuoteForm>['settings'];
}

/**
 * The homepage's first screen: the CMS headline beside the quote box on a wide screen, above it on
 * a phone, kept short enough that the zip box and its button show without scrolling.
 */
export function HomeHero({ title, subtitle, settings }: Props) {
  const headingId = useId();
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        <section className={styles.quoteBox} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.quoteTitle}>
            Compare quotes near you
          </h2>
          <VerticalQuoteForm
            settings={settings}
            options={HOME_QUOTE_VERTICALS}
            defaultVertical={DEFAULT_QUOTE_VERTICAL}
            buttonText={HOME_QUOTE_BUTTON_TEXT}
          />
        </section>
      </div>
    </div>
  );
}
