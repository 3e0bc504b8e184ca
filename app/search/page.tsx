import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { SearchForm } from '@/components/search/SearchForm';
import { SearchResults } from '@/components/search/SearchResults';
import styles from '@/components/search/SearchPage.module.css';
import { PAGE_RESULTS_LIMIT, SEARCH_PAGE_PATH, SEARCH_QUERY_PARAM } from '@/lib/search/constants';
import { SEARCH_TEXTS } from '@/lib/search/messages';
import { normalizeQuery } from '@/lib/search/query';
import { searchSiteOnServer } from '@/lib/search/server-index';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const queryOf = async (searchParams: Props['searchParams']) =>
  normalizeQuery((await searchParams)[SEARCH_QUERY_PARAM]);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = await queryOf(searchParams);
  return {
    title: SEARCH_TEXTS.pageTitle,
    description: SEARCH_TEXTS.pageDescription,
    alternates: { canonical: SEARCH_PAGE_PATH },
    // A page per query: useful to the visitor who asked, not to a search engine's index.
    ...(query ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Site search's results, rendered on the server with the header box's engine: links that work without JavaScript. */
export default async function SearchPage({ searchParams }: Props) {
  const query = await queryOf(searchParams);
  const outcome = query ? await searchSiteOnServer(query, PAGE_RESULTS_LIMIT) : null;
  return (
    <div className="container">
      <div className={styles.page}>
        <Breadcrumbs
          trail={[{ href: '/', label: SEARCH_TEXTS.breadcrumbHome }]}
          current={SEARCH_TEXTS.pageTitle}
        />
        <h1 id="search-heading">{SEARCH_TEXTS.pageTitle}</h1>
        <SearchForm query={query} labelledBy="search-heading" />
        <SearchResults outcome={outcome} />
      </div>
    </div>
  );
}
