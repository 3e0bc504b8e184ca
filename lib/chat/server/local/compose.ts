import 'server-only';
import type { QaEntry } from '@/lib/cms/qa-entries';
import { formatLongDate } from '@/lib/format/date';
import { formatUsd } from '@/lib/format/currency';
import {
  liabilityLimits,
  STATE_MINIMUMS_PATH,
  stateMinimumAnchor,
  stateMinimums,
  type StateMinimum,
} from '@/lib/insurance/state-minimums';
import { requirementSentences, stateSubject } from '@/lib/insurance/state-rules-text';
import type { Passage } from '@/lib/knowledge/corpus';
import type { Source } from '@/lib/chat/wire';

/**
 * How the embedded answerer words what it found: a Q&A entry's answer as written, one guide
 * section whole (or its first paragraphs), or a state's minimums from the state table. Each
 * answer is one piece of content, and its sources are the pages that piece comes from.
 */

export interface Composed {
  text: string;
  sources: Source[];
}

const PASSAGE_MAX_CHARS = 900;

export function entryAnswer(entry: QaEntry, guideTitle: string | undefined): Composed {
  return {
    text: entry.answer,
    sources: [{ title: guideTitle ?? entry.question, url: entry.path, snippet: entry.question }],
  };
}

/** A section from its start, paragraph by whole paragraph, as much as fits. */
export function passageAnswer(passage: Passage): Composed {
  const kept: string[] = [];
  let length = 0;
  for (const unit of passage.units) {
    if (kept.length > 0 && length + unit.length > PASSAGE_MAX_CHARS) break;
    kept.push(unit);
    length += unit.length + 2;
  }
  return {
    text: kept.join('\n\n'),
    sources: [{ title: passage.title, url: passage.url, snippet: passage.summary }],
  };
}

const FAULT_SNIPPET = {
  'at-fault': '',
  'no-fault': ', no-fault with PIP',
  choice: ', choice no-fault',
} as const;

const stateSource = (state: StateMinimum): Source => ({
  title: `Minimum car insurance in ${state.name}`,
  url: stateMinimumAnchor(state),
  snippet: `${state.name}: ${liabilityLimits(state)} liability${FAULT_SNIPPET[state.faultSystem]}.`,
});

/** One sentence of a state's minimums, to add to an answer that depends on the state. */
export function stateLine(state: StateMinimum): Composed {
  const limits = !state.insuranceRequired
    ? `${state.name} does not require most drivers to buy insurance, but a policy bought there must carry at least ${liabilityLimits(state)} liability`
    : state.bodilyInjuryPerPerson > 0
      ? `${state.name}'s legal minimum is ${liabilityLimits(state)} liability (${formatUsd(state.bodilyInjuryPerPerson)} per person and ${formatUsd(state.bodilyInjuryPerAccident)} per accident for injuries, ${formatUsd(state.propertyDamage)} for property damage)`
      : `${state.name} requires ${formatUsd(state.propertyDamage)} of property damage liability`;
  const pip = state.pip?.rule === 'required' ? ', plus personal injury protection (PIP)' : '';
  return { text: `${limits}${pip}.`, sources: [stateSource(state)] };
}

export function stateRulesAnswer(state: StateMinimum): Composed {
  const asOf = formatLongDate(stateMinimums.asOf);
  // The site's own rule sentences, so Charlie and the state page never describe a state two ways.
  const rules = requirementSentences(state, stateSubject(state));
  const [minimum, ...pip] = rules.minimum;
  const hasLiabilityMinimum = state.bodilyInjuryPerPerson > 0 && state.insuranceRequired;
  const parts = [
    hasLiabilityMinimum
      ? `${stateSubject(state, true)} requires at least ${liabilityLimits(state)} in liability coverage: ${formatUsd(state.bodilyInjuryPerPerson)} for injuries to one person, ${formatUsd(state.bodilyInjuryPerAccident)} for all injuries in one accident, and ${formatUsd(state.propertyDamage)} for property damage.`
      : minimum,
    ...pip,
    ...(rules.notes ? [rules.notes] : []),
    rules.fault,
  ];
  parts.push(
    `These are legal minimums as of ${asOf}. Many drivers carry 100/300/100 or more to protect their savings, since you pay for anything above your limits.`,
  );
  return {
    text: parts.join(' '),
    sources: [
      stateSource(state),
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

/** Two states side by side: each state's own answer, without repeating the closing advice. */
export function twoStatesAnswer(first: StateMinimum, second: StateMinimum): Composed {
  const [a, b] = [stateRulesAnswer(first), stateRulesAnswer(second)];
  const body = (text: string) => text.replace(/ These are legal minimums as of[\s\S]*$/, '');
  const closing = a.text.match(/These are legal minimums as of[\s\S]*$/)?.[0] ?? '';
  return {
    text: [body(a.text), body(b.text), closing].filter(Boolean).join('\n\n'),
    sources: [a.sources[0], b.sources[0], a.sources[2]].filter((source): source is Source => Boolean(source)),
  };
}
