import { describe, expect, it } from 'vitest';
import { blankDecision } from '@/lib/ads/decision';
import { createEmbeddedDecisionSource } from '@/lib/ads/embedded-decision-source';
import { partnerByCode } from '@/lib/ads/partners';
import { resolvePartnerOption, type OptionInput } from '@/lib/ads/partner-option';
import { widgetHandler } from '@/lib/ads/widgets';
import { zipError } from '@/lib/zip/validate';
import { NO_ADVERTISER } from '@/lib/ads/constants';

const ma = partnerByCode('MA');
const base: OptionInput = {
  vertical: 'home',
  decision: {
    ...blankDecision(ma.advertiserId),
    redirect_url: 'https://partner.example/q?src=site',
    customTemplate: 'link',
    configuration: { newTab: true },
  },
  decisionError: null,
  zip: '30301',
  label: '/insurance/home/|FWQ-home',
  allowFallback: true,
  configuredFallbacks: { landing: null, businessLoans: null },
  autoDestination: '/insurance/auto/compare-matches?zip=30301&utm_source=news',
  partnerLink: (partner) => `/partners/${partner.shortCode}/`,
};

describe('partner option', () => {
  it('follows the decision’s partner link with the zip and click id, in a new tab when the decision says so', () => {
    const option = resolvePartnerOption(base);
    expect(option).toMatchObject({
      action: 'open-link',
      optionFound: true,
      isFallback: false,
      fallbackReason: null,
      newTab: true,
      providerName: ma.name,
      gaInsurance: 'home_insurance',
    });
    const url = new URL(option.value);
    expect(url.origin + url.pathname).toBe('https://partner.example/q');
    expect(url.searchParams.get('src')).toBe('site');
    expect(url.searchParams.get('zip')).toBe('30301');
    expect(url.searchParams.get('clickid')).toBe(option.clickId);
  });

  it('opens the quote modal when the decision carries a widget', () => {
    expect(
      resolvePartnerOption({ ...base, decision: { ...base.decision!, customTemplate: 'widget' } }),
    ).toMatchObject({ action: 'open-modal', showModal: true });
  });

  it('always lands an auto quote on compare-matches with the zip and utm values', () => {
    expect(resolvePartnerOption({ ...base, vertical: 'auto' })).toMatchObject({
      action: 'navigate',
      value: base.autoDestination,
      showModal: false,
    });
  });

  it('sends an auto click made on compare-matches to the partner’s link with the zip and click id', () => {
    const option = resolvePartnerOption({ ...base, vertical: 'auto', autoToPartner: true });
    expect(option).toMatchObject({ action: 'open-link', newTab: true, showModal: false, isFallback: false });
    const url = new URL(option.value);
    expect(url.origin + url.pathname).toBe('https://partner.example/q');
    expect(url.searchParams.get('zip')).toBe('30301');
    expect(url.searchParams.get('clickid')).toBe(option.clickId);
    // A widget decision still gets the link: auto quotes have no modal.
    expect(
      resolvePartnerOption({
        ...base,
        vertical: 'auto',
        autoToPartner: true,
        decision: { ...base.decision!, customTemplate: 'widget' },
      }),
    ).toMatchObject({ action: 'open-link', showModal: false });
    // With no decision, the fallback partner's own page, never compare-matches again.
    expect(
      resolvePartnerOption({ ...base, vertical: 'auto', autoToPartner: true, decision: null }).value,
    ).toMatch(/^\/partners\/qs\/\?zip=30301&clickid=.*%7Cfallback$/);
  });

  it.each([
    ['an empty decision', { decision: null }, 'Empty kevel decision'],
    ['fourteen zeros', { decision: blankDecision(NO_ADVERTISER) }, 'Empty kevel decision'],
    [
      'an unknown advertiser',
      { decision: blankDecision('12345678901234') },
      'No option found for 12345678901234',
    ],
    [
      'an ad server error',
      { decision: null, decisionError: 'Error trying to fetch Kevel Data' },
      'Error trying to fetch Kevel Data',
    ],
  ])('falls back to the vertical’s default advertiser on %s', (_, change, reason) => {
    const option = resolvePartnerOption({ ...base, ...change });
    expect(option).toMatchObject({
      isFallback: true,
      optionFound: false,
      fallbackReason: reason,
      providerName: partnerByCode('QS').name,
    });
    expect(option.clickId).toMatch(/\|fallback$/);
    expect(option.value).toMatch(/^\/partners\/qs\/\?zip=30301&clickid=/);
  });

  it('uses the lead marketplace for health, and refuses as the spec says when there is no fallback', () => {
    expect(resolvePartnerOption({ ...base, vertical: 'health', decision: null }).providerName).toBe(
      partnerByCode('EH').name,
    );
    expect(() => resolvePartnerOption({ ...base, decision: null, allowFallback: false })).toThrow(
      'Unable to retrieve data from Kevel',
    );
    expect(() => resolvePartnerOption({ ...base, vertical: 'spaceships', decision: null })).toThrow(
      'Unable to retrieve data from Kevel nor fallback provider',
    );
  });

  it('gives a landing page’s fallback to the landing partner configuration names, and none without it', () => {
    const landing = { ...base, vertical: 'auto', fallbackVertical: 'landing', decision: null };
    expect(
      resolvePartnerOption({ ...landing, configuredFallbacks: { landing: 'MA', businessLoans: null } }),
    ).toMatchObject({ providerName: ma.name, isFallback: true });
    expect(() => resolvePartnerOption(landing)).toThrow(/^Unable to retrieve data from Kevel$/);
  });

  it('gives business loans the partner configuration names, and none without it', () => {
    const loans = { ...base, vertical: 'business_loans', decision: null };
    expect(
      resolvePartnerOption({ ...loans, configuredFallbacks: { landing: null, businessLoans: 'MNY' } })
        .providerName,
    ).toBe(partnerByCode('MNY').name);
    expect(() => resolvePartnerOption(loans)).toThrow(/^Unable to retrieve data from Kevel$/);
  });

  it.each([
    'personal_loans',
    'student_loans',
    'auto_loans',
    'home_equity_loans',
    'credit_cards',
    'mortgage',
    'mortgage_refinance',
    'heloc',
    'marketing',
  ])('falls back to the money site for %s', (vertical) => {
    expect(resolvePartnerOption({ ...base, vertical, decision: null }).providerName).toBe(
      partnerByCode('MNY').name,
    );
  });

  it('knows every widget handler and names an unknown one', () => {
    expect(widgetHandler('FWQ')).toEqual({ id: 'FWQ', adTypes: [5], banner: false });
    expect(widgetHandler('BW')).toEqual({ id: 'BW', adTypes: [4], banner: true });
    expect(() => widgetHandler('NOPE')).toThrow('Unknown Kevel handler for: NOPE');
  });
});

describe('embedded decision engine', () => {
  const settings = { autoWayPercent: 0, homePilotLtPercent: 0, lifeQsPercent: 0 };
  const request = {
    vertical: 'renters',
    placements: [{ divName: 'hub', adTypes: [5] }],
    url: '/',
    zip: '30301',
    state: 'GA',
    keywords: [],
    pilot: false,
  };

  it('answers in Kevel’s shape with the partner the split picks', async () => {
    const low = await createEmbeddedDecisionSource(settings, () => 0.1).decide(request, {
      ip: null,
      userAgent: null,
    });
    expect(low.hub?.advertiser_id).toBe(partnerByCode('MA').advertiserId);
    const high = await createEmbeddedDecisionSource(settings, () => 0.9).decide(request, {
      ip: null,
      userAgent: null,
    });
    expect(high.hub?.advertiser_id).toBe(partnerByCode('QS').advertiserId);
    expect(high.hub?.click_url).toMatch(/^\/api\/ads\/event\/\?kind=click/);
  });

  it('honours the visitor’s kept partner when it is in the split, and decides nothing for an unknown vertical', async () => {
    const kept = await createEmbeddedDecisionSource(settings, () => 0.9).decide(
      { ...request, preferredPartner: 'MA' },
      { ip: null, userAgent: null },
    );
    expect(kept.hub?.advertiser_id).toBe(partnerByCode('MA').advertiserId);
    const none = await createEmbeddedDecisionSource(settings).decide(
      { ...request, vertical: 'boats' },
      { ip: null, userAgent: null },
    );
    expect(none).toEqual({ hub: null });
  });
});

describe('zip form rule', () => {
  it.each([
    ['30301', false, null],
    ['30301-1234', false, 'You must provide a valid zip code'],
    ['3030', false, 'You must provide a valid zip code'],
    ['abcde', false, 'You must provide a valid zip code'],
    ['', true, null],
    ['30301-1234', true, null],
    ['3030', true, 'You must provide a valid zip code'],
  ])('%s (targets a company: %s) gives %s', (zip, targetsCompany, error) => {
    expect(zipError(zip, { targetsCompany })).toBe(error);
  });
});

describe('partner option with an ad-exchange backfill', () => {
  const backfill = { carrier: 'Harbor Mutual', clickUrl: 'https://exchange.example.com/click?ad=1' };

  it('sends an empty decision to the exchange’s carrier, in a new tab, marked as an empty-decision fallback', () => {
    const option = resolvePartnerOption({ ...base, decision: blankDecision(NO_ADVERTISER), backfill });
    expect(option).toMatchObject({
      value: backfill.clickUrl,
      action: 'open-link',
      providerName: 'Harbor Mutual',
      newTab: true,
      isFallback: true,
      fallbackReason: 'Empty kevel decision',
    });
    expect(option.clickId).toMatch(/\|backfill$/);
  });

  it('is not used when the ad server failed, nor for auto quotes, which land on compare-matches', () => {
    expect(
      resolvePartnerOption({
        ...base,
        decision: null,
        decisionError: 'Error trying to fetch Kevel Data',
        backfill,
      }).providerName,
    ).not.toBe('Harbor Mutual');
    expect(resolvePartnerOption({ ...base, vertical: 'auto', decision: null, backfill }).value).toBe(
      base.autoDestination,
    );
  });
});
