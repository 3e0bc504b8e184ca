import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '@/lib/quotes/constants';
import { pricedMatches, profileKey, recordsFor, type MatchTable } from '@/lib/quotes/results-profile';
import { readResultsProfile } from '@/lib/quotes/results-query';

const insurer = (name: string) => ({ name, keyword: name.toLowerCase(), logo: null, rating: null });

const table: MatchTable = {
  companies: [insurer('Alpha'), insurer('Bravo'), insurer('Charlie'), insurer('Delta')],
  monthly: {
    [profileKey(35, 'full')]: [150, 120, 180, 120],
    [profileKey(18, 'full')]: [400, 520, 350, null],
    [profileKey(35, 'minimum')]: [60, 55, 70, 50],
  },
  recordFactors: { clean: 1, ticket: 1.25, dui: 1.8 },
};

const names = (profile = DEFAULT_PROFILE) => pricedMatches(table, profile).map((match) => match.company.name);

describe('compare-matches pricing by profile', () => {
  it('lists the profile’s insurers cheapest first, equal prices by name', () => {
    expect(pricedMatches(table, DEFAULT_PROFILE)).toEqual([
      { company: table.companies[1], monthly: 120 },
      { company: table.companies[3], monthly: 120 },
      { company: table.companies[0], monthly: 150 },
      { company: table.companies[2], monthly: 180 },
    ]);
  });

  it('re-orders for another age or coverage, leaving out insurers that do not quote it', () => {
    expect(names({ ...DEFAULT_PROFILE, age: 18 })).toEqual(['Charlie', 'Alpha', 'Bravo']);
    expect(names({ ...DEFAULT_PROFILE, coverage: 'minimum' })).toEqual([
      'Delta',
      'Bravo',
      'Alpha',
      'Charlie',
    ]);
  });

  it('prices a record by the state’s average surcharge, which keeps the order', () => {
    const dui = pricedMatches(table, { ...DEFAULT_PROFILE, record: 'dui' });
    expect(dui.map((match) => match.monthly)).toEqual([216, 216, 270, 324]);
    expect(dui.map((match) => match.company.name)).toEqual(names());
  });

  it('offers a clean record and the records the state has a factor for, in a fixed order', () => {
    expect(recordsFor(table)).toEqual(['clean', 'ticket', 'dui']);
    expect(recordsFor({ ...table, recordFactors: {} })).toEqual(['clean']);
    expect(pricedMatches(table, { ...DEFAULT_PROFILE, record: 'accident' })).toEqual([]);
  });

  it('has nothing for a profile the table has no prices for', () => {
    expect(pricedMatches(table, { ...DEFAULT_PROFILE, age: 65 })).toEqual([]);
  });
});

describe('the profile in a compare-matches address', () => {
  it('reads each offered value and defaults the rest', () => {
    expect(readResultsProfile({ zip: '90210' })).toEqual(DEFAULT_PROFILE);
    expect(readResultsProfile({ age: '18', record: 'dui', coverage: 'minimum' })).toEqual({
      age: 18,
      record: 'dui',
      coverage: 'minimum',
    });
    expect(readResultsProfile({ age: ['25', '50'], record: 'speeding', coverage: 'FULL' })).toEqual({
      ...DEFAULT_PROFILE,
      age: 25,
    });
    expect(readResultsProfile({ age: '36' }).age).toBe(35);
    expect(readResultsProfile({ age: '1e3' }).age).toBe(35);
  });
});
