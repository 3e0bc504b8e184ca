import { describe, expect, it } from 'vitest';
import { stateMinimums } from '@/lib/insurance/state-minimums';
import { minimumSentence, pipSentence } from '@/lib/insurance/state-rules-text';

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
