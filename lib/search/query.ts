import { QUERY_MAX_CHARS, SEARCH_PAGE_PATH, SEARCH_QUERY_PARAM } from './constants';

/**
 * A search query as a visitor sent it is hostile until normalised: it arrives in the address
 * (`?q=`, possibly repeated) or from the header box, and is echoed back into the page and the
 * title. Decision: control and format characters (NUL, bidi overrides, zero-width joiners) are
 * dropped rather than rejected, so a pasted query still searches; lone surrogates go too, since
 * they cannot be encoded back into a link. Whitespace collapses to single spaces and the result is
 * cut to QUERY_MAX_CHARS code points, never in the middle of a character.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function normalizeQuery(raw: string | readonly string[] | null | undefined): string {
  const first = typeof raw === 'string' ? raw : (raw?.[0] ?? '');
  const cleaned = first.replace(LONE_SURROGATE, '').replace(/\s+/g, ' ').replace(INVISIBLE, '').trim();
  return Array.from(cleaned).slice(0, QUERY_MAX_CHARS).join('').trim();
}

/** The results page's address for a query: what the header box's "See all results" links to. */
export const searchPageHref = (query: string) =>
  `${SEARCH_PAGE_PATH}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: query }).toString()}`;
