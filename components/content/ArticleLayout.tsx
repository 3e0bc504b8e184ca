import type { ReactNode } from 'react';
import { QuoteCallout } from '@/components/quote/QuoteCallout';
import { quoteVerticalOf } from '@/lib/chat/server/quote-intent';
import { knowledgeVertical } from '@/lib/knowledge/corpus';
import { placementFor } from '@/lib/quotes/placements';
import { Breadcrumbs } from './Breadcrumbs';
import { TableOfContents, type TocEntry } from './TableOfContents';
import styles from './article.module.css';

/** The article element's id: the table of contents reads the page's h2s from it. */
const ARTICLE_ID = 'page-article';

/** The insurance hub a trail passes through (`/insurance/auto/` gives `auto`), if any. */
const hubOf = (trail: { href: string }[]) =>
  trail.map((crumb) => /^\/insurance\/([a-z]+)\/$/.exec(crumb.href)?.[1]).find((hub) => hub !== undefined) ??
  null;

/**
 * An article page's frame: breadcrumbs, the heading, a summary, then the body.
 *
 * A page that belongs to an insurance vertical (a state, city or guide page) is a long page: on a
 * desktop it gets a side column with a quote box and, below it, the page's contents, both staying
 * in view as the visitor scrolls; on phones and tablets the column is not shown and the contents
 * sit above the text, closed. The vertical is the hub its trail passes through, unless the page
 * names one.
 *
 * The quote box comes first because the contents may be filled in once the page loads (headings
 * that sections render themselves are read from the page): below the box, a list that grows moves
 * nothing, where above it, it would push the box down after the page is shown. And it keeps the
 * box clear of Charlie's bubble in the bottom corner.
 */
export function ArticleLayout({
  trail,
  current,
  title,
  summary,
  meta,
  vertical,
  toc = [],
  children,
}: {
  trail: { href: string; label: string }[];
  current?: string;
  title: ReactNode;
  summary: ReactNode;
  /** Between the summary and the text: a guide's byline. */
  meta?: ReactNode;
  /** The page's vertical, for its quote box; null for no side column. Defaults to the trail's hub. */
  vertical?: string | null;
  /** The page's h2s when the server knows them; the rest are read from the page once it loads. */
  toc?: readonly TocEntry[];
  children: ReactNode;
}) {
  const pageVertical = vertical === undefined ? hubOf(trail) : vertical;
  const known = pageVertical === null ? null : knowledgeVertical(pageVertical);
  const quoteVertical = known && quoteVerticalOf(known);
  return (
    <div className={`container ${quoteVertical ? styles.withRail : ''}`}>
      <article id={ARTICLE_ID} className={styles.article}>
        <Breadcrumbs trail={trail} current={current} />
        <h1>{title}</h1>
        <p className={styles.summary}>{summary}</p>
        {meta}
        {quoteVertical && <TableOfContents entries={toc} sourceId={ARTICLE_ID} variant="top" />}
        <div className={styles.body}>{children}</div>
      </article>
      {quoteVertical && (
        <div className={styles.rail}>
          <div className={styles.railInner}>
            <div className={styles.railQuote}>
              <QuoteCallout
                vertical={quoteVertical}
                placement={placementFor(quoteVertical, 'sticky')}
                title={`Compare ${quoteVertical} insurance quotes`}
                text="Enter your ZIP code to see the insurers that match you where you live."
                buttonText="Get quotes"
              />
            </div>
            <div className={styles.railToc}>
              <TableOfContents entries={toc} sourceId={ARTICLE_ID} variant="rail" />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
