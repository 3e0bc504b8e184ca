/**
 * Site search's constants (issue 22, item 4). The index is built from the content layer at build
 * time and fetched by the header box only once a visitor starts searching, so every size here is
 * chosen to keep that download small: titles, short summaries, paths and kinds, never full bodies.
 */

/** Where the browser fetches the serialized index; app/search/index.json/route.ts serves it. */
export const SEARCH_INDEX_PATH = '/search/index.json';

/** The results page; its form and the header box both submit here with `?q=`. */
export const SEARCH_PAGE_PATH = '/search/';

/** The query parameter both forms submit. */
export const SEARCH_QUERY_PARAM = 'q';

/**
 * Bumped whenever the document shape or the engine's options change: a browser holding an index
 * from an older build refuses it instead of searching it with options it was not built for.
 */
export const SEARCH_INDEX_VERSION = 1;

/** Longer queries are cut: nobody types more into a site search, and it bounds the work per query. */
export const QUERY_MAX_CHARS = 100;

/** One letter matches half the site by prefix; results start from the second. */
export const QUERY_MIN_CHARS = 2;

/** Instant results under the header box; the results page shows the rest. */
export const INSTANT_RESULTS_LIMIT = 8;

/** The results page lists this many at most; past it the query needs narrowing, not scrolling. */
export const PAGE_RESULTS_LIMIT = 50;

/** A summary is a line or two under a result's title; longer text only grows the index. */
export const SUMMARY_MAX_WORDS = 24;

/** Bounds the browser checks on what it fetches, well above anything the site writes. */
export const TITLE_MAX_CHARS = 200;
export const SUMMARY_MAX_CHARS = 400;
export const PATH_MAX_CHARS = 200;

/** The kinds of page search finds, in the order the results page explains them. */
export const SEARCH_KINDS = ['guide', 'review', 'company', 'state', 'city', 'calculator', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * Typo tolerance: about one edit per five letters, so "progresive" (ten letters, two edits allowed)
 * finds Progressive. MiniSearch rounds, which would allow an edit in three-letter words and let
 * "car" match "ca" (California): words shorter than FUZZY_MIN_CHARS must be spelled right.
 */
export const FUZZY_FRACTION = 0.2;
export const FUZZY_MIN_CHARS = 4;

/** Titles say what a page is; terms are names it also goes by; a summary's text only supports a match. */
export const FIELD_BOOSTS = { title: 3, terms: 2, text: 1 } as const;

/**
 * Multiplies a page's score by its kind. A company's entry (which links to its main review) comes
 * first for its name, then its reviews, before guides that merely mention it ("erie" is the Erie
 * Insurance review); a calculator before guides that share its words ("mortgage calc"); and a
 * state page before the pages of that state's cities.
 */
export const KIND_BOOSTS: Readonly<Record<SearchKind, number>> = {
  company: 1.7,
  review: 1.5,
  calculator: 1.4,
  state: 1.3,
  page: 1.2,
  guide: 1,
  city: 0.9,
};

/** The index changes only when content is published; an hour in the browser is a fair trade. */
export const SEARCH_INDEX_BROWSER_MAX_AGE_SECONDS = 3_600;
export const SEARCH_INDEX_STALE_SECONDS = 86_400;

/** The index download is optional (the form works without it): give up rather than hang. */
export const SEARCH_INDEX_TIMEOUT_MS = 10_000;
