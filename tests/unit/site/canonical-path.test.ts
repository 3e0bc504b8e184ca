import { describe, expect, it } from 'vitest';
import { cities, cityPagePath, findCity } from '@/lib/insurance/cities';
import { canonicalRedirect } from '@/lib/site/canonical-path';

describe('canonical page addresses', () => {
  it.each([
    ['/', null],
    ['/insurance/auto/', null],
    ['/insurance/auto', '/insurance/auto/'],
    ['/insurance/auto/guides/gap-insurance', '/insurance/auto/guides/gap-insurance/'],
    ['/insurance/auto//', '/insurance/auto/'],
    ['/insurance/auto/best-cheap-car-insurance-los-angeles-ca', null],
    [
      '/insurance/auto/best-cheap-car-insurance-los-angeles-ca/',
      '/insurance/auto/best-cheap-car-insurance-los-angeles-ca',
    ],
    [
      '/insurance/auto/best-cheap-car-insurance-saint-petersburg-fl',
      '/insurance/auto/best-cheap-car-insurance-st-petersburg-fl',
    ],
    [
      '/insurance/auto/best-cheap-car-insurance-boise-city-id/',
      '/insurance/auto/best-cheap-car-insurance-boise-id',
    ],
    ['/insurance/auto/compare-matches', null],
    ['/insurance/auto/compare-matches/', '/insurance/auto/compare-matches'],
    // A company review under another of the company's names.
    ['/insurance/homeowners/reviews/erie/', '/insurance/homeowners/reviews/erie-insurance/'],
    ['/insurance/homeowners/reviews/erie', '/insurance/homeowners/reviews/erie-insurance/'],
    ['/insurance/homeowners/reviews/erie-insurance/', null],
    // Erie Insurance has no auto review: the alias does not invent one.
    ['/insurance/auto/reviews/erie/', null],
    ['/robots.txt', null],
    ['/icons/auto.svg', null],
  ])('%s → %s', (path, target) => {
    expect(canonicalRedirect(path)).toBe(target);
  });
});

describe('city pages', () => {
  it('cover every state and DC, at least three cities per state', () => {
    const perState = new Map<string, number>();
    for (const city of cities) perState.set(city.state, (perState.get(city.state) ?? 0) + 1);
    expect(perState.size).toBe(51);
    for (const [state, count] of perState)
      expect(count, state).toBeGreaterThanOrEqual(state === 'DC' ? 1 : 3);
  });

  it('have the spec’s address form', () => {
    const losAngeles = cities.find((city) => city.name === 'Los Angeles');
    expect(losAngeles && cityPagePath(losAngeles)).toBe(
      '/insurance/auto/best-cheap-car-insurance-los-angeles-ca',
    );
    for (const city of cities)
      expect(cityPagePath(city)).toMatch(/^\/insurance\/auto\/best-cheap-car-insurance-[a-z0-9-]+-[a-z]{2}$/);
  });

  it('know their other names', () => {
    expect(findCity('best-cheap-car-insurance-saint-petersburg-fl')).toMatchObject({
      canonical: false,
      city: { name: 'St. Petersburg' },
    });
    expect(findCity('best-cheap-car-insurance-boise-city-id')?.city.name).toBe('Boise');
    expect(findCity('best-cheap-car-insurance-atlantis-xx')).toBeNull();
  });
});
