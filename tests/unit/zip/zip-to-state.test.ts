import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createZipToState, stateZipRanges, zipToState, type ZipInfo } from '@/lib/zip/zip-to-state';

const notFound = { ok: false, state: 'NOT_FOUND', error: 'Invalid ZipCode Provided' };

describe('zip to state', () => {
  it.each([
    ['90210', 'CA'],
    ['10001', 'NY'],
    ['60614-1234', 'IL'],
    ['02108', 'MA'],
    ['20001', 'DC'],
    ['99501', 'AK'],
    ['83702', 'ID'],
  ])('%s is in %s', (zip, state) => {
    expect(zipToState(zip)).toEqual({ ok: true, state });
  });

  it.each([
    ['05501', 'MA'],
    ['05544', 'MA'],
    ['06390', 'NY_Blacklist'],
    ['00501', 'NY'],
    ['00544', 'NY'],
    ['20598', 'VA'],
  ])('special zip %s gives %s', (zip, state) => {
    expect(zipToState(zip)).toEqual({ ok: true, state });
  });

  it('gives a blacklisted zip its state code plus _Blacklist', () => {
    expect(zipToState('12345')).toEqual({ ok: true, state: 'NY_Blacklist' });
  });

  it.each([null, undefined, '', 'abcde', '123456', '00000', '99999-'])('%s is NOT_FOUND', (zip) => {
    expect(zipToState(zip)).toEqual(notFound);
  });

  it('a missing table finds nothing', () => {
    expect(createZipToState(null)('90210')).toEqual(notFound);
    expect(createZipToState([])('90210')).toEqual(notFound);
  });

  it('has 50 states and DC, and no two ranges overlap', () => {
    expect(new Set(stateZipRanges.map((row) => row.st)).size).toBe(51);
    const sorted = [...stateZipRanges].sort((a, b) => a.rangeFrom - b.rangeFrom);
    for (let index = 1; index < sorted.length; index++) {
      expect(sorted[index]?.rangeFrom).toBeGreaterThan(sorted[index - 1]?.rangeTo ?? -1);
    }
  });

  it('agrees with a linear scan of the table for every zip (binary search is exact)', () => {
    const table: ZipInfo[] = stateZipRanges.map((row) => ({ ...row }));
    const linear = (zip: number) => {
      const row = table.find((candidate) => zip >= candidate.rangeFrom && zip <= candidate.rangeTo);
      if (!row) return null;
      return row.blackListedZipCodes.includes(zip) ? `${row.st}_Blacklist` : row.st;
    };
    const special = new Set([501, 544, 5501, 5544, 6390, 20598]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (zip) => {
        if (special.has(zip)) return;
        const expected = linear(zip);
        const result = zipToState(String(zip).padStart(5, '0'));
        expect(result.ok ? result.state : null).toBe(expected);
      }),
      { numRuns: 5_000 },
    );
  });

  it('a zip with a +4 suffix gives the same state as the zip alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 9_999 }), (zip, plus4) => {
        const five = String(zip).padStart(5, '0');
        expect(zipToState(`${five}-${String(plus4).padStart(4, '0')}`)).toEqual(zipToState(five));
      }),
    );
  });
});
