import { describe, expect, it } from 'vitest';
import { stateMentions } from '@/lib/insurance/state-mentions';

const codes = (text: string) => stateMentions(text).map((state) => state.code);

describe('state mentions', () => {
  it('reads names, codes and cities in the order they come', () => {
    expect(codes('moving from Texas to NH, then maybe Seattle')).toEqual(['TX', 'NH', 'WA']);
  });

  it('reads a lower-case code that is also a word only where a state fits', () => {
    expect(codes('pa minimum car insurance?')).toEqual(['PA']);
    expect(codes('and in ga?')).toEqual(['GA']);
    expect(codes('my pa said to ask about co pays')).toEqual([]);
    expect(codes('is it ok to drive in the rain')).toEqual([]);
  });
});
