import { SUMMARY_SUFFIX, type Passage } from '@/lib/knowledge/corpus';
import type { Hit } from '@/lib/knowledge/search-index';
import { GENERIC_TERMS, sentences, terms } from '@/lib/knowledge/text';
import {
  liabilityLimits,
  STATE_MINIMUMS_PATH,
  stateMinimumAnchor,
  stateMinimums,
  type StateMinimum,
} from '@/lib/insurance/state-minimums';
import { formatUsd } from '@/lib/format/currency';
import { MAX_SOURCES } from '../constants';
import { NOT_COVERED_REPLY } from '../messages';
import type { Source } from '../types';
import { formatLongDate } from '@/lib/format/date';

/** How the embedded provider words its answers: short, extractive, and grounded in the guides. */

const ANSWER_CHARS = 650;
const EXTRA_CHARS = 300;

/**
 * The sentences of a passage that answer the query best, in their original order: each scores
 * by how many of the query's terms it contains, and the passage's opening sentence, which
 * usually defines the subject, gets a head start.
 */
function pickSentences(text: string, queryTerms: Set<string>, count: number, maxChars: number): string[] {
  const scored = sentences(text).map((sentence, index) => {
    const found = new Set(terms(sentence).filter((term) => queryTerms.has(term)));
    return { sentence, index, score: found.size + (index === 0 ? 0.5 : 0) };
  });
  const best = [...scored]
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index);

  const picked: string[] = [];
  let length = 0;
  for (const { sentence } of best) {
    if (picked.length > 0 && length + sentence.length > maxChars) break;
    picked.push(sentence);
    length += sentence.length + 1;
  }
  return picked;
}

function sourcesFrom(hits: Hit[]): Source[] {
  const seen = new Set<string>();
  const sources: Source[] = [];
  for (const { passage } of hits) {
    if (seen.has(passage.url) || sources.length === MAX_SOURCES) continue;
    seen.add(passage.url);
    sources.push({ title: passage.title, url: passage.url, snippet: passage.summary });
  }
  return sources;
}

const isSummary = (passage: Passage) => passage.id.endsWith(SUMMARY_SUFFIX);

/** Whether a passage shares a telling word with the question (or any word, if all are generic). */
function speaksTo(text: string, queryTerms: Set<string>): boolean {
  const shared = terms(text).filter((term) => queryTerms.has(term));
  const telling = [...queryTerms].some((term) => !GENERIC_TERMS.has(term));
  return telling ? shared.some((term) => !GENERIC_TERMS.has(term)) : shared.length > 0;
}

/**
 * An answer from the best-matching guide: its one-sentence summary leads when it speaks to the
 * question, then the sentences of the best-matching section that explain it.
 */
export function composeAnswer(
  query: string,
  hits: Hit[],
  passagesOf: (url: string) => Passage[],
): { text: string; sources: Source[] } {
  const [best] = hits;
  if (!best) return { text: NOT_COVERED_REPLY, sources: [] };
  const queryTerms = new Set(terms(query));
  const guide = passagesOf(best.passage.url);
  const summary = guide.find(isSummary);
  const section = isSummary(best.passage)
    ? (hits.find((hit) => hit.passage.url === best.passage.url && !isSummary(hit.passage))?.passage ??
      guide.find((passage) => !isSummary(passage)))
    : best.passage;

  const lead = summary && speaksTo(summary.text, queryTerms) ? [summary.text] : [];
  const room = ANSWER_CHARS - (lead[0]?.length ?? 0);
  const detail = section ? pickSentences(section.text, queryTerms, lead.length > 0 ? 2 : 3, room) : [];
  lead.push(...detail.filter((sentence) => !lead.some((led) => nearlySame(sentence, led))));
  const paragraphs = [lead.join(' ')];

  // A second guide adds a sentence only when it covers part of the question the first did not.
  const covered = new Set(terms(paragraphs[0] ?? ''));
  const missing = new Set([...queryTerms].filter((term) => !covered.has(term) && !GENERIC_TERMS.has(term)));
  const second = hits.find((hit) => hit.passage.url !== best.passage.url && hit.score >= best.score * 0.6);
  if (second && missing.size > 0) {
    const extra = pickSentences(second.passage.text, missing, 1, EXTRA_CHARS);
    if (extra.length > 0) paragraphs.push(extra.join(' '));
  }
  return { text: paragraphs.join('\n\n'), sources: sourcesFrom(hits) };
}

/** Two sentences that share most of their terms say the same thing; an answer needs one. */
function nearlySame(a: string, b: string): boolean {
  const left = new Set(terms(a));
  const right = new Set(terms(b));
  const shared = [...left].filter((term) => right.has(term)).length;
  return shared / Math.max(1, left.size, right.size) >= 0.5;
}

export function stateRulesAnswer(state: StateMinimum): { text: string; sources: Source[] } {
  const asOf = formatLongDate(stateMinimums.asOf);
  const parts: string[] = [];
  // Where no bodily injury minimum exists (Florida), the state's note is the requirement itself.
  const hasLiabilityMinimum = state.bodilyInjuryPerPerson > 0;
  if (hasLiabilityMinimum) {
    parts.push(
      `${state.name} requires at least ${liabilityLimits(state)} in liability coverage: ${formatUsd(state.bodilyInjuryPerPerson)} for injuries to one person, ${formatUsd(state.bodilyInjuryPerAccident)} for all injuries in one accident, and ${formatUsd(state.propertyDamage)} for property damage.`,
    );
  } else if (state.notes) {
    parts.push(state.notes);
  }
  // A state's note that speaks of PIP already gives the details; the answer does not repeat them.
  const noteCoversPip = Boolean(state.notes?.includes('PIP'));
  if (state.noFault && hasLiabilityMinimum && noteCoversPip) {
    parts.push(`${state.name} is a no-fault state.`);
  } else if (state.noFault && hasLiabilityMinimum) {
    const amount = state.pip?.amount ? ` of at least ${formatUsd(state.pip.amount)}` : '';
    parts.push(
      `${state.name} is a no-fault state, so you also need personal injury protection (PIP)${amount}.`,
    );
  } else if (state.noFault) {
    parts.push(
      `${state.name} is a no-fault state: your own PIP pays your injuries first, whoever caused the crash.`,
    );
  } else if (state.pip?.rule === 'required' && !noteCoversPip) {
    parts.push(`Personal injury protection (PIP) is required as well.`);
  }
  if (hasLiabilityMinimum && state.notes) parts.push(state.notes);
  parts.push(
    `These are legal minimums as of ${asOf}. Many drivers carry 100/300/100 or more to protect their savings, since you pay for anything above your limits.`,
  );
  return {
    text: parts.join(' '),
    sources: [
      {
        title: `Minimum car insurance in ${state.name}`,
        url: stateMinimumAnchor(state),
        snippet: `${state.name}: ${liabilityLimits(state)} liability${state.noFault ? ', no-fault with PIP' : ''}.`,
      },
      {
        title: 'How much liability coverage should you carry?',
        url: '/insurance/auto/guides/how-much-liability-coverage/',
        snippet: 'State minimums rarely cover a serious accident.',
      },
      {
        title: 'Minimum car insurance requirements by state',
        url: STATE_MINIMUMS_PATH,
        snippet: 'Minimum liability limits, no-fault rules and PIP for every state and DC.',
      },
    ],
  };
}
