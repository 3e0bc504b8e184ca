import type { QaEntry } from '@/lib/cms/qa-entries';
import { knowledgeVertical, type Knowledge, type Passage } from './corpus';
import { SHORTHAND, SYNONYMS } from './lexicon';
import { EVERYDAY_WORDS } from './english-words';
import { createSpeller, type Speller } from './spelling';
import { surfaceWords, terms } from './text';
import type { KnowledgeVertical } from './verticals';

/**
 * Retrieval over what Charlie knows: IDF-weighted term vectors compared by cosine similarity.
 * A Q&A entry is matched on the question and on each way of asking it (its paraphrases), so a
 * question close to any one wording scores high, and on the bag of all its words (answer words
 * count less), so a question worded like none of them still finds it by its terms. Passages
 * are matched on their heading, their page's title and their text, in falling weight.
 */

/** A query: each term with its weight; words of the question weigh 1, words carried from earlier turns less. */
export type Query = ReadonlyMap<string, number>;

export interface EntryHit {
  entry: QaEntry;
  vertical: KnowledgeVertical | null;
  score: number;
  /** The share of the query's weight the entry's words contain. */
  coverage: number;
  /** Cosine similarity with the closest of its wordings, and with the bag of all its words. */
  probe: number;
  bag: number;
}

export interface SearchOptions {
  limit?: number;
  weigh?: (vertical: KnowledgeVertical | null, entrySlug: string | null) => number;
}

export interface PassageHit {
  passage: Passage;
  score: number;
  coverage: number;
}

const ANSWER_WEIGHT = 0.4;
/**
 * A word only visitors' wordings use ("guy", "dude", "whyyy"), found in no answer or passage,
 * says little about which answer fits: it counts this much in a query.
 */
const ASKER_ONLY_WEIGHT = 0.35;
/**
 * A word no text uses at all ("zombie") counts this much against coverage: enough that a
 * question about something the site does not cover is not covered by "cover" and "policy"
 * alone, not so much that filler ("stuck", "everywhere") sinks a long question.
 */
const UNKNOWN_COVERAGE_WEIGHT = 0.5;
/** A wording that shares one word only with a question of this many words counts this much. */
const LONE_TERM_QUERY = 3;
const LONE_TERM_WEIGHT = 0.7;
/** Rarity counts up to a word found in this many documents; rarer words are not worth more. */
const RARE_AT = 4;
const PASSAGE_WEIGHTS = { heading: 1, title: 0.6, text: 0.35 } as const;
/**
 * An entry's score: how close the question is to its closest wording, to all its words at
 * once, how much of the question its words cover, and a little for how much of it the answer
 * itself speaks to (weights tuned on questions held apart from the content).
 */
const SCORE_WEIGHTS = { probe: 0.5, bag: 0.25, coverage: 0.25, answer: 0.1 } as const;

/**
 * Sums of query-term weights per document, reused across searches: a search touches a few
 * thousand of the index's documents, and clearing only those is far cheaper than new arrays
 * (searches are synchronous, so one accumulator per postings list is never shared).
 */
class Accumulator {
  readonly dots: Float64Array;
  /** The question's coverage weight of the terms each document shares with it. */
  readonly mass: Float64Array;
  readonly shared: Uint16Array;
  readonly touched: Int32Array;
  count = 0;

  constructor(size: number) {
    this.dots = new Float64Array(size);
    this.mass = new Float64Array(size);
    this.shared = new Uint16Array(size);
    this.touched = new Int32Array(size);
  }

  clear() {
    for (let i = 0; i < this.count; i += 1) {
      const id = this.touched[i] ?? 0;
      this.dots[id] = 0;
      this.mass[id] = 0;
      this.shared[id] = 0;
    }
    this.count = 0;
  }
}

/** Term -> the documents that contain it and the term's weight in each, as typed arrays once built. */
class Postings {
  private readonly building = new Map<string, { ids: number[]; weights: number[] }>();
  private lists = new Map<string, { ids: Int32Array; weights: Float64Array }>();
  private accumulator = new Accumulator(0);

  add(term: string, id: number, weight: number) {
    let list = this.building.get(term);
    if (!list) {
      list = { ids: [], weights: [] };
      this.building.set(term, list);
    }
    list.ids.push(id);
    list.weights.push(weight);
  }

  seal(size: number) {
    for (const [term, { ids, weights }] of this.building) {
      this.lists.set(term, { ids: Int32Array.from(ids), weights: Float64Array.from(weights) });
    }
    this.building.clear();
    this.accumulator = new Accumulator(size);
  }

  /**
   * Each document's dot product with the query, how many of its terms it shares, and (given
   * each term's coverage weight) how much of the question it covers.
   */
  accumulate(query: Map<string, number>, coverageWeights?: Map<string, number>): Accumulator {
    const sums = this.accumulator;
    sums.clear();
    const { dots, mass, shared, touched } = sums;
    for (const [term, weight] of query) {
      const list = this.lists.get(term);
      if (!list) continue;
      const { ids, weights } = list;
      const covered = coverageWeights?.get(term) ?? 0;
      for (let i = 0; i < ids.length; i += 1) {
        const id = ids[i] ?? 0;
        if (shared[id] === 0) touched[sums.count++] = id;
        dots[id] = (dots[id] ?? 0) + weight * (weights[i] ?? 0);
        mass[id] = (mass[id] ?? 0) + covered;
        shared[id] = (shared[id] ?? 0) + 1;
      }
    }
    return sums;
  }
}

/** The `limit` highest-scoring items, best first: one pass, without sorting them all. */
function topScores<T extends { score: number }>(items: T[], limit: number): T[] {
  const top: T[] = [];
  for (const item of items) {
    if (top.length === limit && item.score <= (top.at(-1)?.score ?? -Infinity)) continue;
    let at = top.length;
    while (at > 0 && (top[at - 1]?.score ?? 0) < item.score) at -= 1;
    top.splice(at, 0, item);
    if (top.length > limit) top.pop();
  }
  return top;
}

/** A vector of term weights, each its idf times the given factor (the largest factor wins). */
function weighted(parts: { text: string[]; factor: number }[], idf: (term: string) => number) {
  const vector = new Map<string, number>();
  for (const { text, factor } of parts) {
    for (const term of text) vector.set(term, Math.max(vector.get(term) ?? 0, factor * idf(term)));
  }
  let norm = 0;
  for (const value of vector.values()) norm += value * value;
  return { vector, norm: Math.sqrt(norm) };
}

export class KnowledgeIndex {
  readonly speller: Speller;
  readonly entries: readonly QaEntry[];
  readonly passages: readonly Passage[];
  private readonly idfs = new Map<string, number>();
  private readonly contentTerms = new Set<string>();
  private readonly defaultIdf: number;
  private readonly probeOwner: number[] = [];
  private readonly probeNorms: number[] = [];
  private readonly bagNorms: number[] = [];
  private readonly passageNorms: number[] = [];
  private readonly probes = new Postings();
  private readonly bags = new Postings();
  private readonly answers = new Postings();
  private readonly passagePostings = new Postings();
  private readonly entryVerticals: (KnowledgeVertical | null)[];
  /** Each entry's best wording similarity during a search; reset after each. */
  private readonly bestProbe: Float64Array;

  constructor({ entries, passages }: Knowledge) {
    this.entries = entries;
    this.passages = passages;

    const frequencies = new Map<string, number>();
    const count = (text: string) => {
      for (const word of surfaceWords(text)) frequencies.set(word, (frequencies.get(word) ?? 0) + 1);
    };
    // The vocabulary is the content's own edited text; visitors' wordings (paraphrases) carry
    // their typos, and are corrected against it like any question, so "deductable" in a wording
    // and in a question both become "deductible".
    for (const entry of entries) [entry.question, entry.answer].forEach(count);
    for (const passage of passages) [passage.title, passage.heading, ...passage.units].forEach(count);
    for (const word of [...Object.values(SHORTHAND), ...Object.keys(SYNONYMS)]) count(word);
    this.speller = createSpeller(frequencies, EVERYDAY_WORDS);

    const entryTerms = entries.map((entry) => ({
      probes: [entry.question, ...entry.paraphrases].map((text) => this.termsOf(text)),
      answer: terms(entry.answer),
    }));
    const passageTerms = passages.map((passage) => ({
      heading: terms(passage.heading),
      title: terms(passage.title),
      text: terms(passage.units.join('\n')),
    }));

    const documentFrequency = new Map<string, number>();
    const countDocument = (words: string[]) => {
      for (const term of new Set(words)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    };
    for (const { probes, answer } of entryTerms) countDocument([...probes.flat(), ...answer]);
    for (const { heading, title, text } of passageTerms) countDocument([...heading, ...title, ...text]);
    const documents = Math.max(1, entries.length + passages.length);
    for (const [term, df] of documentFrequency) {
      this.idfs.set(term, Math.log(1 + documents / Math.max(df, RARE_AT)));
    }
    this.defaultIdf = Math.log(1 + documents / RARE_AT);
    for (const { answer } of entryTerms) for (const term of answer) this.contentTerms.add(term);
    for (const { heading, title, text } of passageTerms) {
      for (const term of [...heading, ...title, ...text]) this.contentTerms.add(term);
    }
    // A word only visitors' wordings use counts as little in a wording as in a question.
    const idf = (term: string) =>
      (this.idfs.get(term) ?? this.defaultIdf) * (this.contentTerms.has(term) ? 1 : ASKER_ONLY_WEIGHT);

    this.entryVerticals = entries.map((entry) => knowledgeVertical(entry.vertical));
    entryTerms.forEach(({ probes, answer }, entryId) => {
      for (const probe of probes) {
        const { vector, norm } = weighted([{ text: probe, factor: 1 }], idf);
        if (norm === 0) continue;
        const probeId = this.probeOwner.length;
        this.probeOwner.push(entryId);
        this.probeNorms.push(norm);
        for (const [term, weight] of vector) this.probes.add(term, probeId, weight);
      }
      const bag = weighted(
        [
          { text: answer, factor: ANSWER_WEIGHT },
          { text: probes.flat(), factor: 1 },
        ],
        idf,
      );
      this.bagNorms.push(bag.norm);
      for (const [term, weight] of bag.vector) this.bags.add(term, entryId, weight);
      for (const term of new Set(answer)) this.answers.add(term, entryId, 1);
    });

    passageTerms.forEach(({ heading, title, text }, passageId) => {
      const { vector, norm } = weighted(
        [
          { text, factor: PASSAGE_WEIGHTS.text },
          { text: title, factor: PASSAGE_WEIGHTS.title },
          { text: heading, factor: PASSAGE_WEIGHTS.heading },
        ],
        idf,
      );
      this.passageNorms.push(norm);
      for (const [term, weight] of vector) this.passagePostings.add(term, passageId, weight);
    });

    this.probes.seal(this.probeOwner.length);
    this.bags.seal(entries.length);
    this.answers.seal(entries.length);
    this.passagePostings.seal(passages.length);
    this.bestProbe = new Float64Array(entries.length);
  }

  idf(term: string): number {
    return this.idfs.get(term) ?? this.defaultIdf;
  }

  /** Whether any indexed text uses the term. */
  knowsTerm(term: string): boolean {
    return this.idfs.has(term);
  }

  /** The terms of a visitor's text, misspellings corrected to the content's own words. */
  termsOf(text: string): string[] {
    return terms(text, (word) => this.speller.correct(word));
  }

  /**
   * The best entries and passages for a query. `weigh` scales each one's score, by its vertical
   * and (for entries) its slug, before they are ranked.
   */
  search(query: Query, options: SearchOptions = {}): { entries: EntryHit[]; passages: PassageHit[] } {
    const { limit = 8, weigh = () => 1 } = options;
    const weights = new Map<string, number>();
    let norm = 0;
    // Coverage counts a word no text uses at all (see UNKNOWN_COVERAGE_WEIGHT) more than the
    // cosine does: a question about "zombies" is not covered by "cover" and "policy" alone.
    const coverageWeights = new Map<string, number>();
    let total = 0;
    for (const [term, factor] of query) {
      const known = this.contentTerms.has(term);
      const weight = factor * this.idf(term) * (known ? 1 : ASKER_ONLY_WEIGHT);
      weights.set(term, weight);
      norm += weight * weight;
      const counted = this.idfs.has(term) ? weight : factor * this.idf(term) * UNKNOWN_COVERAGE_WEIGHT;
      coverageWeights.set(term, counted);
      total += counted;
    }
    norm = Math.sqrt(norm);
    if (norm === 0) return { entries: [], passages: [] };

    const probes = this.probes.accumulate(weights);
    // A wording that shares a single word with a longer question ("red" in "rear ended me at a
    // red light" and "do red cars cost more?") is a coincidence more often than a match.
    const lone = weights.size >= LONE_TERM_QUERY ? LONE_TERM_WEIGHT : 1;
    const bestProbe = this.bestProbe;
    for (let i = 0; i < probes.count; i += 1) {
      const probeId = probes.touched[i] ?? 0;
      const entryId = this.probeOwner[probeId] ?? 0;
      const cosine =
        ((probes.dots[probeId] ?? 0) / (norm * (this.probeNorms[probeId] ?? 1))) *
        ((probes.shared[probeId] ?? 0) > 1 ? 1 : lone);
      if (cosine > (bestProbe[entryId] ?? 0)) bestProbe[entryId] = cosine;
    }

    const bags = this.bags.accumulate(weights, coverageWeights);
    const answers = this.answers.accumulate(coverageWeights);
    const entryScores: { id: number; score: number; probe: number; bag: number; coverage: number }[] = [];
    for (let i = 0; i < bags.count; i += 1) {
      const entryId = bags.touched[i] ?? 0;
      const entry = this.entries[entryId];
      if (!entry) continue;
      const bag = (bags.dots[entryId] ?? 0) / (norm * (this.bagNorms[entryId] || 1));
      const probe = bestProbe[entryId] ?? 0;
      const covered = (bags.mass[entryId] ?? 0) / total;
      const answered = (answers.dots[entryId] ?? 0) / total;
      const score =
        SCORE_WEIGHTS.probe * probe +
        SCORE_WEIGHTS.bag * bag +
        SCORE_WEIGHTS.coverage * covered +
        SCORE_WEIGHTS.answer * answered;
      entryScores.push({
        id: entryId,
        score: score * weigh(this.entryVerticals[entryId] ?? null, entry.slug),
        probe,
        bag,
        coverage: covered,
      });
    }
    // Every wording of a touched entry shares a word with its bag, so these are all that were set.
    for (const { id } of entryScores) bestProbe[id] = 0;

    const passages = this.passagePostings.accumulate(weights, coverageWeights);
    const passageScores: { id: number; score: number; coverage: number }[] = [];
    for (let i = 0; i < passages.count; i += 1) {
      const passageId = passages.touched[i] ?? 0;
      const passage = this.passages[passageId];
      if (!passage) continue;
      passageScores.push({
        id: passageId,
        score:
          ((passages.dots[passageId] ?? 0) / (norm * (this.passageNorms[passageId] || 1))) *
          weigh(passage.vertical, null),
        coverage: (passages.mass[passageId] ?? 0) / total,
      });
    }

    const best = <T extends { score: number }>(scored: T[]) => topScores(scored, limit);
    const entryHits: EntryHit[] = best(entryScores).map(({ id, score, probe, bag, coverage: covered }) => ({
      entry: this.entries[id]!,
      vertical: this.entryVerticals[id] ?? null,
      score,
      coverage: covered,
      probe,
      bag,
    }));
    const passageHits: PassageHit[] = best(passageScores).map(({ id, score, coverage }) => ({
      passage: this.passages[id]!,
      score,
      coverage,
    }));

    return { entries: entryHits, passages: passageHits };
  }
}
