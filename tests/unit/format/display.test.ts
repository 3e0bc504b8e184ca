import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISPLAY_FORMATS, formatValue, NO_DATA } from '@/lib/format/display';
import { comparedWith } from '@/lib/format/compared-with';
import { excerpt } from '@/lib/format/excerpt';
import { parseNumeric } from '@/lib/format/number';
import { ordinal } from '@/lib/format/ordinal';

const numericFormats = DISPLAY_FORMATS.filter((format) => format !== 'text');
const finite = fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true });

describe('display formats', () => {
  it.each([
    [1234.5, 'text', '1234.5'],
    [3.4, 'rank', '3'],
    [1234.567, 'round', '1,235'],
    [1234.567, 'round_2', '1,234.57'],
    [1834.4, 'dollar', '$1,834'],
    [1834.4, 'dollar_2', '$1,834.40'],
    [0.125, 'percent', '13%'],
    [0.125, 'percent_2', '12.50%'],
    ['$2,150', 'dollar', '$2,150'],
    ['18%', 'round', '18'],
    ['1,250', 'round_2', '1,250.00'],
    [-0.001, 'round', '0'],
    [-42, 'dollar', '-$42'],
  ] as const)('%s as %s is %s', (value, format, shown) => {
    expect(formatValue(value, format)).toBe(shown);
  });

  it.each([null, undefined, '', 'n/a', 'No Data', Number.NaN, Number.POSITIVE_INFINITY, {}, '1.2.3'])(
    'numeric formats show No Data for %s',
    (value) => {
      for (const format of numericFormats) expect(formatValue(value, format)).toBe(NO_DATA);
    },
  );

  it('every numeric format shows a finite number as digits, never No Data or NaN', () => {
    fc.assert(
      fc.property(finite, fc.constantFrom(...numericFormats), (value, format) => {
        const shown = formatValue(value, format);
        expect(shown).not.toBe(NO_DATA);
        expect(shown).toMatch(/^-?\$?[\d,]+(\.\d{2})?%?$/);
      }),
    );
  });

  it('dollar and round formats read back to the value rounded', () => {
    fc.assert(
      fc.property(finite, (value) => {
        const dollars = parseNumeric(formatValue(value, 'dollar')) ?? Number.NaN;
        expect(Number.isInteger(dollars) && Math.abs(dollars - value) <= 0.5).toBe(true);
        expect(
          Math.abs((parseNumeric(formatValue(value, 'round_2')) ?? Number.NaN) - value),
        ).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });

  it('percent formats show the value times 100', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), (ratio) => {
        const shown = parseNumeric(formatValue(ratio, 'percent_2')) ?? Number.NaN;
        expect(Math.abs(shown - ratio * 100)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });

  it('a figure formatted as a dollar string formats the same as the number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.constantFrom(...numericFormats),
        (value, format) => {
          expect(formatValue(formatValue(value, 'dollar'), format)).toBe(formatValue(value, format));
        },
      ),
    );
  });
});

describe('parseNumeric', () => {
  it.each([
    ['$1,234.50', 1234.5],
    ['12%', 12],
    [' 7 ', 7],
    ['-3', -3],
    ['.5', 0.5],
    ['', null],
    ['abc', null],
    ['1e3', 1000],
    [true, null],
  ] as const)('%s reads as %s', (value, number) => {
    expect(parseNumeric(value)).toBe(number);
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
  ])('%i is %s', (value, shown) => {
    expect(ordinal(value)).toBe(shown);
  });

  it('uses th for every number ending in 11, 12 or 13, and st/nd/rd only for other 1, 2, 3 endings', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (value) => {
        const lastTwo = value % 100;
        const last = value % 10;
        const expected =
          lastTwo >= 11 && lastTwo <= 13
            ? 'th'
            : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[last] ?? 'th');
        expect(ordinal(value)).toBe(`${value}${expected}`);
      }),
    );
  });
});

describe('excerpt', () => {
  it('keeps short text whole and cuts long text with an ellipsis', () => {
    expect(excerpt('Cheap car insurance in Ohio', 10)).toBe('Cheap car insurance in Ohio');
    expect(excerpt('Cheap car insurance, in Ohio and beyond', 3)).toBe('Cheap car insurance…');
  });

  it('never gives more words than the limit, and adds an ellipsis exactly when it cut', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 40 }),
        fc.integer({ min: 1, max: 30 }),
        (words, limit) => {
          const cut = excerpt(words.join(' '), limit);
          const kept = cut.replace(/…$/, '').split(' ').filter(Boolean);
          expect(kept.length).toBeLessThanOrEqual(limit);
          expect(cut.endsWith('…')).toBe(words.length > limit);
          expect(kept).toEqual(words.slice(0, kept.length));
        },
      ),
    );
  });
});

describe('comparedWith', () => {
  it.each([
    [112, 100, '12% more than'],
    [92, 100, '8% less than'],
    [100.2, 100, 'about the same as'],
    [50, 0, 'about the same as'],
  ])('%f against %f is "%s"', (value, other, phrase) => {
    expect(comparedWith(value, other)).toBe(phrase);
  });
});
