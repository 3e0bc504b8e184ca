import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatRating } from '@/lib/format/rating';

const DATA = 'data/rates';

function* numbers(value: unknown, at: string): Generator<[string, number]> {
  if (typeof value === 'number') yield [at, value];
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* numbers(item, `${at}[${index}]`);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* numbers(item, `${at}.${key}`);
}

describe('the sample rates data', () => {
  it.each(readdirSync(DATA).filter((file) => file.endsWith('.json')))(
    '%s holds no floating-point artefacts (4.1, never 4.1000000000000005)',
    (file) => {
      const json: unknown = JSON.parse(readFileSync(path.join(DATA, file), 'utf8'));
      const artefacts = [...numbers(json, file)].filter(([, value]) => Number(value.toFixed(4)) !== value);
      expect(artefacts.slice(0, 5)).toEqual([]);
    },
  );

  it('shows ratings with one decimal', () => {
    expect(formatRating(4.1000000000000005)).toBe('4.1 / 5');
    expect(formatRating(4)).toBe('4.0 / 5');
  });
});
