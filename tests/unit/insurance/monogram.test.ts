import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import companies from '@/data/insurance/companies.json';
import { monogram, monogramSvg } from '@/lib/insurance/monogram';

describe('company monograms', () => {
  it.each([
    ['State Farm', 'SF'],
    ['Liberty Mutual', 'LM'],
    ['GEICO', 'G'],
    ['USAA', 'USAA'],
    ['MassMutual', 'MM'],
    ['MetLife', 'ML'],
    ['21st Century', '21C'],
    ['The General', 'G'],
    ['The Hartford', 'H'],
    ['Erie Insurance', 'E'],
    ['New York Life', 'NY'],
  ])('marks %s as %s', (name, expected) => {
    expect(monogram(name)).toBe(expected);
  });

  it.each(companies.companies.map((company) => [company.id, company.name] as const))(
    'gives %s the one tile every company shares',
    (id, name) => {
      expect(readFileSync(`public/logos/${id}.svg`, 'utf8')).toBe(monogramSvg(name));
    },
  );
});
