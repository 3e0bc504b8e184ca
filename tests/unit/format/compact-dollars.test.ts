import { describe, expect, it } from 'vitest';
import { formatCompactDollars } from '@/lib/format/compact-dollars';

describe('compact dollars for chart axes', () => {
  it.each([
    [0, '$0'],
    [950, '$950'],
    [100_000, '$100K'],
    [250_000, '$250K'],
    [1_250_000, '$1.3M'],
    [2_000_000, '$2M'],
  ])('%d is %s, the same in Node and every browser', (value, expected) => {
    expect(formatCompactDollars(value)).toBe(expected);
  });
});
