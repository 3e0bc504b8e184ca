// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { profileKey, pricedMatches } from '@/lib/quotes/results-profile';
import { DEFAULT_PROFILE } from '@/lib/quotes/constants';
import { readMatchData } from '@/lib/quotes/results-data';
import { readRates } from '@/lib/rates/read';

const cms = vi.hoisted(() => ({ down: false }));
vi.mock('@/lib/cms/content', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/cms/content')>();
  return {
    ...actual,
    listReviews: (vertical?: string) =>
      cms.down ? Promise.reject(new Error('CMS unavailable')) : actual.listReviews(vertical),
  };
});

describe('compare-matches data on the embedded defaults', () => {
  beforeEach(() => {
    cms.down = false;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('carries every offered profile’s quotes, with the default profile’s own monthly figures', async () => {
    const data = await readMatchData('CA');
    const quotes = await readRates('test', (source) =>
      source.quotesByProfile({ state: 'CA', age: 35, coverage: 'full' }),
    );
    expect(data?.table.monthly[profileKey(35, 'full')]).toHaveLength(data?.table.companies.length ?? -1);
    expect(Object.keys(data?.table.monthly ?? {})).toHaveLength(10);
    const shown = pricedMatches(data!.table, DEFAULT_PROFILE);
    // Insurers at the same price may come in either order.
    const byPriceThenName = (rows: [string, number][]) =>
      rows.sort(([nameA, a], [nameB, b]) => a - b || nameA.localeCompare(nameB));
    expect(byPriceThenName(shown.map((match) => [match.company.name, match.monthly]))).toEqual(
      byPriceThenName(quotes?.quotes.map((quote) => [quote.company, quote.monthly_premium]) ?? []),
    );
  });

  it('gives each insurer the site’s logo, its auto review’s rating, or none, and its id as keyword', async () => {
    const data = await readMatchData('PA');
    const byName = new Map(data?.table.companies.map((company) => [company.name, company]));
    expect(byName.get('GEICO')).toEqual({
      name: 'GEICO',
      keyword: 'geico',
      logo: '/logos/geico.svg',
      rating: 4.2,
    });
    // USAA and Erie sell in PA but have no auto review on the site.
    expect(byName.get('USAA')).toMatchObject({ keyword: 'usaa', rating: null });
    expect(byName.get('Erie Insurance')).toMatchObject({ keyword: 'erie-insurance', rating: null });
    expect(data?.ratingsShown).toBe(true);
    for (const company of data?.table.companies ?? []) {
      expect(company.logo && existsSync(path.join('public', company.logo)), company.name).toBe(true);
    }
  });

  it('prices records by the state’s own average surcharges, and offers no credit-based profile', async () => {
    const data = await readMatchData('CA');
    const factors = data?.table.recordFactors ?? {};
    expect(Object.keys(factors)).toEqual(['clean', 'ticket', 'accident', 'dui']);
    expect(factors.clean).toBe(1);
    expect(factors.ticket).toBeGreaterThan(1);
    expect(factors.dui).toBeGreaterThan(factors.accident ?? Infinity);
  });

  it('leaves the ratings out, rather than saying "Not rated", when the reviews cannot be read', async () => {
    cms.down = true;
    const data = await readMatchData('CA');
    expect(data?.ratingsShown).toBe(false);
    expect(data?.table.companies.every((company) => company.rating === null)).toBe(true);
  });

  it('has no data for a state the rates tables do not know', async () => {
    expect(await readMatchData('ZZ')).toBeNull();
  });
});
