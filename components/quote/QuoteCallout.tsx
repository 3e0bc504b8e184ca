import { useId } from 'react';
import { TOC_SKIP } from '@/components/content/toc';
import { quoteFormSettings } from '@/lib/quotes/form-settings';
import styles from './QuoteCallout.module.css';
import { ZipForm } from './ZipForm';

export interface QuoteCalloutProps {
  vertical: string;
  placement: string;
  title: string;
  text: string;
  buttonText: string;
  /** A review page's company: the form may go without a zip. */
  targetCompany?: string;
}

/** A quote box inside a page (rankings, reviews, city pages): a heading, a line and the zip form. */
export function QuoteCallout({
  vertical,
  placement,
  title,
  text,
  buttonText,
  targetCompany,
}: QuoteCalloutProps) {
  const headingId = useId();
  return (
    <section className={styles.callout} aria-labelledby={headingId} {...{ [TOC_SKIP]: '' }}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <ZipForm
        vertical={vertical}
        placement={placement}
        buttonText={buttonText}
        targetCompany={targetCompany}
        formLabel={title}
        settings={quoteFormSettings()}
      />
    </section>
  );
}
