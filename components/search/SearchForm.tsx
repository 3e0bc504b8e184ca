import { QUERY_MAX_CHARS, SEARCH_PAGE_PATH, SEARCH_QUERY_PARAM } from '@/lib/search/constants';
import { SEARCH_TEXTS } from '@/lib/search/messages';
import styles from './SearchPage.module.css';

/** The results page's own form: a plain GET to itself, so searching again needs no JavaScript. */
export function SearchForm({ query, labelledBy }: { query: string; labelledBy: string }) {
  return (
    <form
      role="search"
      aria-labelledby={labelledBy}
      action={SEARCH_PAGE_PATH}
      method="get"
      className={styles.form}
    >
      <label htmlFor="search-page-query" className={styles.label}>
        {SEARCH_TEXTS.inputLabel}
      </label>
      <div className={styles.field}>
        <input
          id="search-page-query"
          className={styles.input}
          type="search"
          name={SEARCH_QUERY_PARAM}
          defaultValue={query}
          maxLength={QUERY_MAX_CHARS}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.submit}>
          {SEARCH_TEXTS.submit}
        </button>
      </div>
    </form>
  );
}
