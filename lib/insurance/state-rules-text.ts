import { formatUsd } from '@/lib/format/currency';
import { liabilityLimits, type StateMinimum } from './state-minimums';

/** A state's car insurance rules in sentences, for state and city pages and their FAQ data. */

/**
 * States without a bodily injury minimum (Florida), or without a duty to insure at all (New
 * Hampshire), explain their rule in the data's own notes.
 */
export const explainedByNotes = (state: StateMinimum) =>
  (state.bodilyInjuryPerPerson === 0 || !state.insuranceRequired) && state.notes !== null;

export function pipSentence(state: StateMinimum): string | null {
  if (!state.pip || explainedByNotes(state)) return null;
  const amount = state.pip.amount ? ` of ${formatUsd(state.pip.amount)}` : '';
  return state.pip.rule === 'required'
    ? `${state.name} also requires personal injury protection (PIP)${amount}.`
    : `Insurers in ${state.name} must offer personal injury protection (PIP)${amount}, which you may turn down in writing.`;
}

/** `place` is where the driver lives: the state itself or one of its cities. */
export function minimumSentence(state: StateMinimum, place: string): string {
  if (explainedByNotes(state) && state.notes) return state.notes;
  if (state.bodilyInjuryPerPerson === 0) {
    return `${state.name} requires ${formatUsd(state.propertyDamage)} of property damage liability.`;
  }
  return `Every driver in ${place} needs at least ${liabilityLimits(state)} liability coverage: ${formatUsd(
    state.bodilyInjuryPerPerson,
  )} of bodily injury liability per person, ${formatUsd(state.bodilyInjuryPerAccident)} per accident, and ${formatUsd(
    state.propertyDamage,
  )} of property damage liability.`;
}

export const noFaultAnswer = (state: StateMinimum) =>
  state.noFault
    ? `Yes. In ${state.name}, your own personal injury protection pays your medical bills after a crash, whoever caused it, and suing the other driver is limited to more serious injuries.`
    : `No. ${state.name} is an at-fault state: the driver who causes a crash, through their liability insurance, pays for the other people's injuries and damage.`;

export const SAVING_ANSWER =
  'Compare quotes from at least three insurers for the same coverage, ask for every discount you qualify for, choose the highest deductible you could pay from savings, and review your coverage each year at renewal.';

export interface Faq {
  question: string;
  answer: string;
}

export function stateFaq(state: StateMinimum, place: string, placeLabel: string): Faq[] {
  return [
    {
      question: `What is the minimum car insurance in ${placeLabel}?`,
      answer: `${minimumSentence(state, place)} ${pipSentence(state) ?? ''}`.trim(),
    },
    { question: `Is ${state.name} a no-fault state?`, answer: noFaultAnswer(state) },
    { question: `How can I find cheap car insurance in ${place}?`, answer: SAVING_ANSWER },
  ];
}
