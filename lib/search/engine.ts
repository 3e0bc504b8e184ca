import MiniSearch, { type Options, type SearchOptions, type SearchResult } from 'minisearch';
import {
  FIELD_BOOSTS,
  FUZZY_FRACTION,
  FUZZY_MIN_CHARS,
  KIND_BOOSTS,
  QUERY_MIN_CHARS,
  SEARCH_INDEX_VERSION,
  SEARCH_KINDS,
  type SearchKind,
} from './constants';
import { normalizeQuery } from './query';
import {
  searchIndexPayloadSchema,
  type SearchDocument,
  type SearchHit,
  type SearchIndexPayload,
} from './schema';

/**
 * The one search configuration, shared by the results page (on the server) and the header box (in
 * the browser), so both rank the same query the same way. Decisions:
 *
 * - Fields: title, terms (aliases, codes, synonyms) and text (an editor's summary), boosted in that
 *   order; kind, title, summary and path are stored for display. Bodies are never indexed: the
 *   index ships to browsers.
 * - Words are folded (case, accents, apostrophes) and a few function words dropped, so "what is an
 *   SR-22" searches for what matters.
 * - Hyphens: an indexed "SR-22" is stored as "sr", "22" and "sr22", so "SR22", "sr 22" and "sr-22"
 *   all find it; a query's hyphenated word is searched as its parts, so "full-coverage" also finds
 *   "full coverage".
 * - Every word matches as a prefix ("mortgage calc"), and words of FUZZY_MIN_CHARS or more with
 *   typos ("progresive").
 * - All words must match; only when nothing does are pages matching any word shown, so a precise
 *   query gets precise results and a sloppy one still gets some.
 * - A page appears once: a company's entry and its review can share an address, and the
 *   better-scored of the two is kept.
 */

const STOP_WORDS = new Set(
  'a an and are as at be by can could do does for from has have how i if in is it my of on or should that the this to was were what when which who why will with would you your'.split(
    ' ',
  ),
);

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '');

/** Runs of letters and digits, hyphens inside a run kept so the run can also be joined up. */
const WORD_RUN = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

const runs = (text: string) => Array.from(fold(text).matchAll(WORD_RUN), (match) => match[0]);

/** Indexing: each hyphenated run as its parts and joined, so "sr-22" is found as "sr22" too. */
function indexTokens(text: string): string[] {
  return runs(text).flatMap((run) => {
    const parts = run.split('-');
    return parts.length > 1 ? [...parts, parts.join('')] : parts;
  });
}

/** Querying: a hyphenated word is its parts, which an indexed joined form also contains. */
const queryTokens = (text: string): string[] => runs(text).flatMap((run) => run.split('-'));

const processTerm = (term: string) => (STOP_WORDS.has(term) ? null : term);

const isKind = (value: unknown): value is SearchKind =>
  typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value);

const SEARCH_OPTIONS: SearchOptions = {
  boost: { ...FIELD_BOOSTS },
  prefix: true,
  fuzzy: (term) => (term.length >= FUZZY_MIN_CHARS ? FUZZY_FRACTION : false),
  boostDocument: (_id, _term, stored) => (isKind(stored?.kind) ? KIND_BOOSTS[stored.kind] : 1),
  tokenize: queryTokens,
  processTerm,
};

const OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: ['title', 'terms', 'text'],
  storeFields: ['kind', 'title', 'summary', 'path'],
  tokenize: indexTokens,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
};

export type SiteSearchIndex = MiniSearch<SearchDocument>;

export function createSearchIndex(documents: readonly SearchDocument[]): SiteSearchIndex {
  const index = new MiniSearch<SearchDocument>(OPTIONS);
  index.addAll(documents);
  return index;
}

export const serializeSearchIndex = (index: SiteSearchIndex): SearchIndexPayload => ({
  version: SEARCH_INDEX_VERSION,
  index: searchIndexPayloadSchema.shape.index.parse(index.toJSON()),
});

/** An index fetched from the network, validated before MiniSearch trusts its shape or a link its path. */
export function reviveSearchIndex(payload: unknown): SiteSearchIndex {
  const parsed = searchIndexPayloadSchema.parse(payload);
  const fields = Object.keys(parsed.index.fieldIds).sort().join();
  if (fields !== [...OPTIONS.fields].sort().join())
    throw new Error(`search index has fields ${fields}, expected ${OPTIONS.fields.join()}`);
  return MiniSearch.loadJS(parsed.index, OPTIONS);
}

function toHit(result: SearchResult): SearchHit | null {
  const { kind, title, summary, path } = result as Record<string, unknown>;
  if (!isKind(kind) || typeof title !== 'string' || typeof path !== 'string') return null;
  return { kind, title, summary: typeof summary === 'string' ? summary : '', path };
}

export interface SearchOutcome {
  /** The query as searched, after normalisation: what the page shows back. */
  query: string;
  /** The best `limit` pages. */
  hits: SearchHit[];
  /** How many pages matched in all. */
  total: number;
}

export function searchSite(index: SiteSearchIndex, rawQuery: string, limit: number): SearchOutcome {
  const query = normalizeQuery(rawQuery);
  if (Array.from(query).length < QUERY_MIN_CHARS) return { query, hits: [], total: 0 };
  const all = index.search(query, { combineWith: 'AND' });
  const results = all.length > 0 ? all : index.search(query, { combineWith: 'OR' });
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const result of results) {
    const hit = toHit(result);
    if (!hit || seen.has(hit.path)) continue;
    seen.add(hit.path);
    hits.push(hit);
  }
  return { query, hits: hits.slice(0, limit), total: hits.length };
}
