import type { ReactNode } from 'react';
import { Breadcrumbs } from './Breadcrumbs';
import { insuranceQuoteVertical } from '@/lib/site/quote-vertical';
import { PageRail, defaultRailQuote, type RailQuote } from './PageRail';
import { TableOfContents } from './TableOfContents';
import type { TocEntry } from './toc';
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
 * A page that belongs to an insurance vertical (a state, city, guide or review page) is a long
 * page: on a desktop it gets a side column with a quote box and, below it, the page's contents
 * (`PageRail`); on phones and tablets the column is not shown and the contents sit above the text,
 * closed. The vertical is the hub its trail passes through, unless the page names one. A page
 * with a quote box of its own in the text gives the column its words (`quote`) and wraps its box
 * in `RailFallback`, so a desktop shows one box.
 */
export function ArticleLayout({
  trail,
  current,
  title,
  logo,
  lead,
  summary,
  meta,
  vertical,
  quote,
  toc = [],
  children,
}: {
  trail: { href: string; label: string }[];
  current?: string;
  title: ReactNode;
  /** Beside the heading: a reviewed company's logo. */
  logo?: ReactNode;
  /** Between the heading and the summary: a review's byline and verdict. */
  lead?: ReactNode;
  summary: ReactNode;
  /** Between the summary and the text: a guide's byline. */
  meta?: ReactNode;
  /** The page's vertical, for its quote box; null for no side column. Defaults to the trail's hub. */
  vertical?: string | null;
  /** The side column's quote box, where it differs from the vertical's own. */
  quote?: Partial<RailQuote>;
  /** The page's h2s when the server knows them; the rest are read from the page once it loads. */
  toc?: readonly TocEntry[];
  children: ReactNode;
}) {
  const quoteVertical = insuranceQuoteVertical(vertical === undefined ? hubOf(trail) : vertical);
  const heading = <h1>{title}</h1>;
  return (
    <div className={`container ${quoteVertical ? styles.withRail : ''}`}>
      <article id={ARTICLE_ID} className={styles.article}>
        <Breadcrumbs trail={trail} current={current} />
        {logo ? (
          <div className={styles.heading}>
            {logo}
            {heading}
          </div>
        ) : (
          heading
        )}
        {lead}
        <p className={styles.summary}>{summary}</p>
        {meta}
        {quoteVertical && <TableOfContents entries={toc} sourceId={ARTICLE_ID} variant="top" />}
        <div className={styles.body}>{children}</div>
      </article>
      {quoteVertical && (
        <PageRail quote={{ ...defaultRailQuote(quoteVertical), ...quote }} toc={toc} sourceId={ARTICLE_ID} />
      )}
    </div>
  );
}
