import { describe, expect, it } from 'vitest';
import { stateMinimums } from '@/lib/insurance/state-minimums';
import {
  minimumSentence,
  noFaultAnswer,
  pipSentence,
  requirementSentences,
  stateFaq,
  stateSubject,
} from '@/lib/insurance/state-rules-text';

const state = (code: string) => {
  const found = stateMinimums.states.find((candidate) => candidate.code === code);
  if (!found) throw new Error(code);
  return found;
};

describe('state rules in sentences', () => {
  it('gives every driver the minimum where insurance is required', () => {
    expect(minimumSentence(state('TX'), 'Houston')).toMatch(
      /^Every driver in Houston needs at least 30\/60\/25/,
    );
  });

  it('says plainly where insurance is not required, and what a policy must carry', () => {
    const sentence = minimumSentence(state('NH'), 'Manchester');
    expect(sentence).toMatch(/does not require most drivers to buy insurance/);
    expect(sentence).not.toMatch(/Every driver/);
    expect(sentence).toMatch(/25\/50\/25/);
  });

  it('explains Florida by its own rule, without a bodily injury minimum', () => {
    expect(minimumSentence(state('FL'), 'Florida')).toMatch(/\$10,000 of PIP/);
    expect(pipSentence(state('FL'))).toBeNull();
  });
});

const sentencesOf = (text: string) => text.split(/(?<=\.)\s+(?=[A-Z])/).filter(Boolean);
const FAULT_CLAIM = /\b(choice no-fault|no-fault|at-fault) (state|jurisdiction)\b/g;
const FAULT_WORDS = { 'at-fault': 'at-fault', 'no-fault': 'no-fault', choice: 'choice no-fault' } as const;

describe.each(stateMinimums.states.map((entry) => [entry.code, entry] as const))(
  'the rule text for %s',
  (_code, entry) => {
    const rules = requirementSentences(entry, stateSubject(entry));
    const sentences = [...rules.minimum, ...sentencesOf(rules.notes ?? ''), rules.fault];

    it('says no sentence twice', () => {
      expect(new Set(sentences).size).toBe(sentences.length);
    });

    it('explains PIP in one place: the PIP sentence or the notes, never both', () => {
      const pipMentions = sentences.filter((line) => /\bPIP\b|personal injury protection/.test(line));
      const fromRule = pipSentence(entry) === null ? 0 : 1;
      const fromNotes = rules.notes?.includes('PIP') ? 1 : 0;
      expect(fromRule + fromNotes).toBeLessThanOrEqual(1);
      if (!entry.pip) expect(pipMentions.filter((line) => line !== rules.fault)).toEqual([]);
    });

    it('names one fault system, the one in the state table, on the page and in its FAQ', () => {
      const claims = sentences.flatMap((line) => [...line.matchAll(FAULT_CLAIM)].map((match) => match[1]));
      expect(claims).toEqual([FAULT_WORDS[entry.faultSystem]]);
      const faq = stateFaq(entry, stateSubject(entry), stateSubject(entry))
        .map((item) => item.answer)
        .join(' ');
      expect([...faq.matchAll(FAULT_CLAIM)].map((match) => match[1])).toEqual([
        FAULT_WORDS[entry.faultSystem],
      ]);
    });

    it('gives the District its article', () => {
      expect(sentences.join(' ')).not.toMatch(/(^|[^e] )District of Columbia/);
    });
  },
);

describe('state rules that changed recently', () => {
  it('offers Michigan drivers 50/100 as the lowest bodily injury choice, not the old 20/40', () => {
    const text = Object.values(requirementSentences(state('MI'), 'Detroit'))
      .flat()
      .join(' ');
    expect(text).toMatch(/as low as 50\/100/);
    expect(text).not.toMatch(/20\/40/);
  });

  it('calls the District a choice no-fault jurisdiction, never an at-fault state', () => {
    expect(noFaultAnswer(state('DC'))).toMatch(
      /^Partly\. The District of Columbia is a choice no-fault jurisdiction/,
    );
  });
});
