import MiniSearch from 'minisearch';
import type { Passage } from './corpus';
import { GENERIC_TERM_WEIGHT, GENERIC_TERMS, normalizeTerm, tokenize } from './text';

export interface Hit {
  passage: Passage;
  score: number;
  /** The query's terms this passage contains. */
  matchedTerms: string[];
}

/** BM25 ranking (MiniSearch's BM25+) over passages; a heading match counts most, then the title. */
export class SearchIndex {
  private readonly index: MiniSearch<Passage>;
  private readonly passages = new Map<string, Passage>();
  private readonly byPage = new Map<string, Passage[]>();

  constructor(passages: Passage[]) {
    this.index = new MiniSearch<Passage>({
      fields: ['title', 'heading', 'text'],
      tokenize,
      processTerm: (term) => normalizeTerm(term),
      searchOptions: {
        boost: { heading: 3, title: 2 },
        fuzzy: (term) => (term.length > 6 ? 0.15 : false),
        prefix: (term) => term.length > 5,
        boostTerm: (term) => (GENERIC_TERMS.has(term) ? GENERIC_TERM_WEIGHT : 1),
      },
    });
    this.index.addAll(passages);
    for (const passage of passages) {
      this.passages.set(passage.id, passage);
      this.byPage.set(passage.url, [...(this.byPage.get(passage.url) ?? []), passage]);
    }
  }

  /** Every passage of one page, in page order. */
  passagesOf(url: string): Passage[] {
    return this.byPage.get(url) ?? [];
  }

  get size(): number {
    return this.passages.size;
  }

  search(query: string, limit: number): Hit[] {
    return this.index
      .search(query)
      .slice(0, limit)
      .flatMap((result) => {
        const passage = this.passages.get(String(result.id));
        return passage ? [{ passage, score: result.score, matchedTerms: result.queryTerms }] : [];
      });
  }
}
