import { SiteLink } from '@/components/layout/SiteLink';
import { PAGE_RESULTS_LIMIT, QUERY_MIN_CHARS } from '@/lib/search/constants';
import type { SearchOutcome } from '@/lib/search/engine';
import { POPULAR_PAGES, SEARCH_KIND_LABELS, SEARCH_TEXTS } from '@/lib/search/messages';
import { AskCharlie } from './AskCharlie';
import styles from './SearchPage.module.css';

function PopularPages() {
  return (
    <section aria-labelledby="search-popular">
      <h2 id="search-popular" className={styles.popularHeading}>
        {SEARCH_TEXTS.popularHeading}
      </h2>
      <ul className={styles.popular}>
        {POPULAR_PAGES.map((page) => (
          <li key={page.href}>
            <SiteLink href={page.href}>{page.label}</SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The results page's answer to a query: plain links, in relevance order, each labelled with its
 * kind, so they work without JavaScript. Decision: labelled rather than grouped by kind, since the
 * best match for "erie" or "ohio" should come first whatever its kind.
 */
export function SearchResults({ outcome }: { outcome: SearchOutcome | null }) {
  if (!outcome || outcome.query === '') {
    return (
      <>
        <p className={styles.hint}>{SEARCH_TEXTS.emptyQuery}</p>
        <PopularPages />
      </>
    );
  }
  if (Array.from(outcome.query).length < QUERY_MIN_CHARS) {
    return (
      <>
        <p className={styles.hint}>{SEARCH_TEXTS.tooShort}</p>
        <PopularPages />
      </>
    );
  }
  if (outcome.total === 0) {
    return (
      <>
        <div className={styles.noResults}>
          <p className={styles.count}>{SEARCH_TEXTS.noResults(outcome.query)}</p>
          <p>{SEARCH_TEXTS.noResultsHint}</p>
          <AskCharlie question={outcome.query} />
        </div>
        <PopularPages />
      </>
    );
  }
  return (
    <>
      <p id="search-count" className={styles.count}>
        {SEARCH_TEXTS.resultCount(outcome.total, outcome.query)}
      </p>
      <ol aria-labelledby="search-count" className={styles.results}>
        {outcome.hits.map((hit) => (
          <li key={hit.path} className={styles.result}>
            <span className={styles.kind}>{SEARCH_KIND_LABELS[hit.kind]}</span>
            <SiteLink href={hit.path} className={styles.title}>
              {hit.title}
            </SiteLink>
            {hit.summary && <p className={styles.summary}>{hit.summary}</p>}
          </li>
        ))}
      </ol>
      {outcome.total > PAGE_RESULTS_LIMIT && (
        <p className={styles.hint}>{SEARCH_TEXTS.moreThanShown(PAGE_RESULTS_LIMIT)}</p>
      )}
    </>
  );
}
