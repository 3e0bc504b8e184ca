import type { ReactNode } from 'react';
import { QuoteCallout, type QuoteCalloutProps } from '@/components/quote/QuoteCallout';
import { placementFor } from '@/lib/quotes/placements';
import { TableOfContents } from './TableOfContents';
import type { TocEntry } from './toc';
import styles from './article.module.css';

/** The quote box a side column shows: a page may give its own words, placement and company. */
export type RailQuote = QuoteCalloutProps;

/** The side column's quote box when the page asks for nothing more particular. */
export const defaultRailQuote = (quoteVertical: string): RailQuote => ({
  vertical: quoteVertical,
  placement: placementFor(quoteVertical, 'sticky'),
  title: `Compare ${quoteVertical} insurance quotes`,
  text: 'Enter your ZIP code to see the insurers that match you where you live.',
  buttonText: 'Get quotes',
});

/**
 * A long page's side column on a desktop: a quote box and the page's contents, staying in view as
 * the visitor scrolls; not shown on phones and tablets (the page puts its contents above the text).
 *
 * Which comes first is the page's to say. An article's first screen has no quote box, so its box
 * leads; and its contents may be filled in once the page loads, which below the box moves nothing.
 * A hub's hero already holds a zip form, so its contents lead (known on the server, so they never
 * grow) and its box sits below them, out of the first screen.
 */
export function PageRail({
  quote,
  toc,
  sourceId,
  contentsFirst = false,
}: {
  quote: RailQuote | null;
  toc: readonly TocEntry[];
  /** The element whose h2s fill in the contents once the page loads; none when `toc` is complete. */
  sourceId?: string;
  contentsFirst?: boolean;
}) {
  const box: ReactNode = quote && (
    <div key="quote" className={styles.railQuote}>
      <QuoteCallout {...quote} />
    </div>
  );
  const contents = (
    <div key="contents" className={styles.railToc}>
      <TableOfContents entries={toc} sourceId={sourceId} variant="rail" />
    </div>
  );
  return (
    <div className={styles.rail}>
      <div className={styles.railInner}>{contentsFirst ? [contents, box] : [box, contents]}</div>
    </div>
  );
}

/**
 * What the side column already offers, in the text where there is no side column: a page's own
 * quote box, shown on phones and tablets and hidden beside the column, so a desktop shows one.
 */
export function RailFallback({ children }: { children: ReactNode }) {
  return <div className={styles.railFallback}>{children}</div>;
}
