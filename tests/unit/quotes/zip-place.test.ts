// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { placeForZip } from '@/lib/quotes/zip-place';

describe('the place compare-matches names for a zip', () => {
  it('names the city and state where the zip database knows the city', () => {
    expect(placeForZip('90210')).toMatchObject({
      zip: '90210',
      state: { code: 'CA', name: 'California' },
      city: 'Beverly Hills',
      label: 'Beverly Hills, CA',
      guide: { path: '/insurance/auto/california/', place: 'California' },
    });
    expect(placeForZip('90210-1234')?.label).toBe('Beverly Hills, CA');
  });

  it('links to the site’s city page where there is one, in the site’s spelling', () => {
    expect(placeForZip('90001')).toMatchObject({
      label: 'Los Angeles, CA',
      guide: { path: '/insurance/auto/best-cheap-car-insurance-los-angeles-ca', place: 'Los Angeles' },
    });
    // The zip database says "Saint Petersburg"; the site's page is St. Petersburg's.
    expect(placeForZip('33701')?.label).toBe('St. Petersburg, FL');
  });

  it('says the state where the zip database does not know the zip', () => {
    expect(placeForZip('15000')).toMatchObject({
      state: { code: 'PA', name: 'Pennsylvania' },
      city: null,
      label: 'Pennsylvania',
      guide: { path: '/insurance/auto/pennsylvania/', place: 'Pennsylvania' },
    });
  });

  it.each([
    ['20598', 'Virginia'], // filed under "Dhs"
    ['18514', 'Pennsylvania'], // "Internal Revenue"
    ['19483', 'Pennsylvania'], // "Allstate Insurance Co"
    ['66652', 'Kansas'], // "Kansas Lottery", filed under three zips
  ])('never names an organisation’s unique zip %s as a city: %s', (zip, state) => {
    expect(placeForZip(zip)).toMatchObject({ city: null, label: state });
  });

  it('has no place for a zip no state has', () => {
    expect(placeForZip('00001')).toBeNull();
  });
});
