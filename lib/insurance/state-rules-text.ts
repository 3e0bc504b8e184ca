import { formatUsd } from '@/lib/format/currency';
import { liabilityLimits, type StateMinimum } from './state-minimums';

/**
 * A state's car insurance rules in sentences, for state and city pages and their FAQ data.
 *
 * Each fact is said once: PIP by `pipSentence` unless the state's notes explain it, the fault
 * system only by `faultSentence` (the data's notes never name it), so a page cannot say a rule twice
 * or call a state two things. tests/unit/insurance/state-rules-text.test.ts holds every state to it.
 */

/** The District takes an article: "the District of Columbia requires", never "District of Columbia requires". */
export function stateSubject(state: StateMinimum, atStart = false): string {
  if (state.code !== 'DC') return state.name;
  return `${atStart ? 'The' : 'the'} District of Columbia`;
}

/**
 * States without a bodily injury minimum (Florida), or without a duty to insure at all (New
 * Hampshire), explain their rule in the data's own notes.
 */
const explainedByNotes = (state: StateMinimum) =>
  (state.bodilyInjuryPerPerson === 0 || !state.insuranceRequired) && state.notes !== null;

const notesMentionPip = (state: StateMinimum) => state.notes?.includes('PIP') ?? false;

export function pipSentence(state: StateMinimum): string | null {
  if (!state.pip || explainedByNotes(state) || notesMentionPip(state)) return null;
  const amount = state.pip.amount ? ` of ${formatUsd(state.pip.amount)}` : '';
  return state.pip.rule === 'required'
    ? `${stateSubject(state, true)} also requires personal injury protection (PIP)${amount}.`
    : `Insurers in ${stateSubject(state)} must offer personal injury protection (PIP)${amount}, which you may turn down in writing.`;
}

/** `place` is where the driver lives: the state itself or one of its cities. */
export function minimumSentence(state: StateMinimum, place: string): string {
  if (explainedByNotes(state) && state.notes) return state.notes;
  if (state.bodilyInjuryPerPerson === 0) {
    return `${stateSubject(state, true)} requires ${formatUsd(state.propertyDamage)} of property damage liability.`;
  }
  return `Every driver in ${place} needs at least ${liabilityLimits(state)} liability coverage: ${formatUsd(
    state.bodilyInjuryPerPerson,
  )} of bodily injury liability per person, ${formatUsd(state.bodilyInjuryPerAccident)} per accident, and ${formatUsd(
    state.propertyDamage,
  )} of property damage liability.`;
}

function faultSentence(state: StateMinimum): string {
  const subject = stateSubject(state, true);
  switch (state.faultSystem) {
    case 'at-fault':
      return `${subject} is an at-fault state: the driver who causes a crash, through their liability insurance, pays for the other people's injuries and damage.`;
    case 'no-fault':
      return `${subject} is a no-fault state: your own personal injury protection pays your medical bills after a crash, whoever caused it, and suing the other driver is limited to more serious injuries.`;
    case 'choice': {
      const kind = state.code === 'DC' ? 'jurisdiction' : 'state';
      const pip =
        state.pip?.rule === 'required'
          ? 'personal injury protection'
          : 'personal injury protection, if you buy it,';
      return `${subject} is a choice no-fault ${kind}: ${pip} pays your own medical bills whoever caused a crash, and you choose how far you keep your right to sue the other driver.`;
    }
  }
}

const FAULT_ANSWER_OPENING = { 'at-fault': 'No.', 'no-fault': 'Yes.', choice: 'Partly.' } as const;

export const noFaultAnswer = (state: StateMinimum) =>
  `${FAULT_ANSWER_OPENING[state.faultSystem]} ${faultSentence(state)}`;

/** "What you must carry", sentence by sentence: the minimum, PIP, the notes, the fault system. */
export function requirementSentences(state: StateMinimum, place: string) {
  return {
    minimum: [minimumSentence(state, place), pipSentence(state)].filter((line) => line !== null),
    notes: state.notes && !explainedByNotes(state) ? state.notes : null,
    fault: faultSentence(state),
  };
}

const SAVING_ANSWER =
  'Compare quotes from at least three insurers for the same coverage, ask for every discount you qualify for, choose the highest deductible you could pay from savings, and review your coverage each year at renewal.';

export interface Faq {
  question: string;
  answer: string;
}

export function stateFaq(state: StateMinimum, place: string, placeLabel: string): Faq[] {
  return [
    {
      question: `What is the minimum car insurance in ${placeLabel}?`,
      answer: requirementSentences(state, place).minimum.join(' '),
    },
    { question: `Is ${stateSubject(state)} a no-fault state?`, answer: noFaultAnswer(state) },
    { question: `How can I find cheap car insurance in ${place}?`, answer: SAVING_ANSWER },
  ];
}
