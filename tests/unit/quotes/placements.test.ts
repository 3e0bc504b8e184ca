import { describe, expect, it } from 'vitest';
import { placementHandler, WIDGET_IDS, widgetHandler } from '@/lib/ads/widgets';
import { FINANCE_VERTICALS } from '@/lib/finance/verticals';
import { placementFor, RANKING_QUOTE_VERTICALS } from '@/lib/quotes/placements';
import { PLACEMENT_PATTERN } from '@/lib/format/fields';
import { RESULTS_PLACEMENT, RESULTS_VERTICAL } from '@/lib/quotes/constants';

const ROLES = [
  'headline',
  'ranking',
  'review',
  'sticky',
  'city',
  'chat',
  'results',
  'homepage',
  'banner',
  'landing',
  'calculator',
] as const;
const VERTICALS = [
  'auto',
  'home',
  'renters',
  'life',
  'health',
  'pet',
  'motorcycle',
  'business',
  ...FINANCE_VERTICALS.map((entry) => entry.quoteVertical),
];

describe('placements by widget short code', () => {
  it('resolves all 23 of the spec’s short codes, in its order, and no other', () => {
    expect(WIDGET_IDS).toEqual([
      'FWQ',
      'CSW',
      'HIC',
      'LIC',
      'RIC',
      'HTIC',
      'CQW',
      'AIC',
      'ACT',
      'IFW',
      'KWHSC',
      'LIQ',
      'BW',
      'CL',
      'PLC',
      'CCPC',
      'CCCT',
      'CCEC',
      'PPC',
      'PS',
      'DBER',
      'TP',
      'SMBBW',
    ]);
    for (const id of WIDGET_IDS) expect(widgetHandler(id).id).toBe(id);
    for (const id of ['', 'fwq', 'FWQX', 'hub'])
      expect(() => widgetHandler(id)).toThrow(`Unknown Kevel handler for: ${id}`);
  });

  it('names every placement on the site `{short code}-{vertical}`, and every one has a handler', () => {
    for (const vertical of VERTICALS) {
      for (const role of ROLES) {
        const placement = placementFor(vertical, role);
        expect(placement).toMatch(PLACEMENT_PATTERN);
        expect(placement.endsWith(`-${vertical}`)).toBe(true);
        expect(() => placementHandler(placement)).not.toThrow();
      }
    }
  });

  it('gives each place its widget: reviews by vertical, banners by business or not, money rankings CL', () => {
    expect(placementFor('auto', 'headline')).toBe('FWQ-auto');
    expect(placementFor('home', 'review')).toBe('HIC-home');
    expect(placementFor('life', 'review')).toBe('LIC-life');
    expect(placementFor('renters', 'review')).toBe('RIC-renters');
    expect(placementFor('auto', 'review')).toBe('AIC-auto');
    expect(placementFor('auto', 'city')).toBe('IFW-auto');
    expect(placementFor('pet', 'homepage')).toBe('KWHSC-pet');
    expect(placementFor('auto', 'results')).toBe('PS-auto');
    expect(RESULTS_PLACEMENT).toBe(placementFor(RESULTS_VERTICAL, 'results'));
    expect(placementFor('renters', 'chat')).toBe('PPC-renters');
    expect(placementFor('home', 'ranking')).toBe('CQW-home');
    expect(placementFor('mortgage', 'ranking')).toBe('CL-mortgage');
    expect(placementFor('banking', 'banner')).toBe('BW-banking');
    expect(placementFor('business', 'banner')).toBe('SMBBW-business');
    expect(placementFor('business_loans', 'banner')).toBe('SMBBW-business_loans');
    expect(placementHandler('SMBBW-business').banner).toBe(true);
    expect(placementHandler('FWQ-auto').banner).toBe(false);
  });

  it('quotes the lender rankings on the money side', () => {
    expect(RANKING_QUOTE_VERTICALS.personal_insurance).toBe('personal_loans');
    expect(RANKING_QUOTE_VERTICALS.debt_consolidation).toBe('personal_loans');
    expect(RANKING_QUOTE_VERTICALS.mortgage_refinance).toBe('mortgage');
  });
});
