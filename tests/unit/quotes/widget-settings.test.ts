import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { blankDecision } from '@/lib/ads/decision';
import { partnerByCode } from '@/lib/ads/partners';
import { resolveQuoteClick, type QuoteClick } from '@/lib/quotes/quote-flow';
import {
  DEFAULT_WIDGET_SETTINGS,
  publicWidgetSettings,
  type PublicWidgetSettings,
} from '@/lib/quotes/widget-settings';
import { server } from '../../msw/server';
import { QUOTE_SETTINGS } from '../../fixtures/quote-settings';

/** The quote settings with some widget settings configured, the rest as an unconfigured site has them. */
const withWidget = (widget: Partial<PublicWidgetSettings>) => ({
  ...QUOTE_SETTINGS,
  widget: { ...publicWidgetSettings(DEFAULT_WIDGET_SETTINGS), ...widget },
});

const click = (extra: Partial<QuoteClick> = {}): QuoteClick => ({
  vertical: 'renters',
  zip: '30301',
  placement: 'FWQ-renters',
  label: 'FWQ-renters',
  pageSearch: '',
  pageUrl: 'http://localhost/insurance/renters/',
  ...extra,
});

const qs = partnerByCode('QS');
let requests: { keywords: string[] }[] = [];

function decide(decision: ReturnType<typeof blankDecision> | null) {
  server.use(
    http.post('*/api/ads/decision/', async ({ request }) => {
      requests.push((await request.json()) as { keywords: string[] });
      return HttpResponse.json({ decisions: { 'FWQ-renters': decision }, backfill: {}, error: null });
    }),
  );
}

const linkDecision = (newTab: boolean) => ({
  ...blankDecision(qs.advertiserId),
  redirect_url: 'https://qs.example/renters',
  configuration: { newTab },
});

describe('the quote widget settings', () => {
  beforeEach(() => {
    requests = [];
    localStorage.clear();
  });

  it('directLinksByKeyword: a click whose keyword has a link goes straight there, with no decision asked', async () => {
    decide(linkDecision(true));
    const settings = withWidget({ directLinksByKeyword: { lemonade: 'https://lemonade.example/quote' } });
    const { option, decision } = await resolveQuoteClick(
      click({ company: 'lemonade' }),
      settings,
      localStorage,
    );
    expect(option).toMatchObject({
      action: 'open-link',
      isFallback: false,
      optionFound: true,
      providerName: 'Direct link',
    });
    expect(option.value).toMatch(
      /^https:\/\/lemonade\.example\/quote\?zip=30301&clickid=[0-9a-f]{8}%7C.+%7Cdirect$/,
    );
    expect(decision).toBeNull();
    expect(requests).toEqual([]);

    // Another company's click still asks the ad server.
    const other = await resolveQuoteClick(click({ company: 'state-farm' }), settings, localStorage);
    expect(other.option.value).toMatch(/^https:\/\/qs\.example\/renters\?/);
    expect(requests).toHaveLength(1);
  });

  it('keywords: sent with every decision request, after the click’s own', async () => {
    decide(linkDecision(true));
    await resolveQuoteClick(
      click({ company: 'lemonade' }),
      withWidget({ keywords: ['coverscout', 'renters'] }),
      localStorage,
    );
    expect(requests[0]?.keywords).toEqual(['renters', 'lemonade', 'coverscout']);
  });

  it('d2cTrackingLinksByAdvertiser: the advertiser’s own tracking link replaces the decision’s redirect', async () => {
    decide(linkDecision(true));
    for (const key of [qs.advertiserId, 'QS']) {
      const settings = withWidget({
        d2cTrackingLinksByAdvertiser: { [key]: 'https://track.qs.example/d2c?src=cs' },
      });
      const { option } = await resolveQuoteClick(click(), settings, localStorage);
      expect(option.value).toMatch(/^https:\/\/track\.qs\.example\/d2c\?src=cs&zip=30301&clickid=/);
      expect(option.isFallback).toBe(false);
    }
  });

  it('kevelNewTab: overrides the decision’s own tab, either way; unset, the decision decides', async () => {
    decide(linkDecision(true));
    expect(
      (await resolveQuoteClick(click(), withWidget({ kevelNewTab: false }), localStorage)).option.newTab,
    ).toBe(false);
    expect((await resolveQuoteClick(click(), withWidget({}), localStorage)).option.newTab).toBe(true);
    decide(linkDecision(false));
    expect(
      (await resolveQuoteClick(click(), withWidget({ kevelNewTab: true }), localStorage)).option.newTab,
    ).toBe(true);
    expect((await resolveQuoteClick(click(), withWidget({}), localStorage)).option.newTab).toBe(false);
  });

  it('fallbackAdvertisers: an empty decision goes to the vertical’s configured partner, not the spec’s default', async () => {
    decide(null);
    const configured = await resolveQuoteClick(
      click(),
      withWidget({ fallbackAdvertisers: { renters: 'LT' } }),
      localStorage,
    );
    expect(configured.option).toMatchObject({
      providerName: partnerByCode('LT').name,
      isFallback: true,
      fallbackReason: 'Empty kevel decision',
    });
    const spec = await resolveQuoteClick(click(), withWidget({}), localStorage);
    expect(spec.option.providerName).toBe(qs.name);
  });

  it('names an unknown widget short code as the fallback’s reason, and asks no one', async () => {
    decide(linkDecision(true));
    const { option } = await resolveQuoteClick(
      click({ placement: 'NOPE-renters' }),
      withWidget({}),
      localStorage,
    );
    expect(option).toMatchObject({ isFallback: true, fallbackReason: 'Unknown Kevel handler for: NOPE' });
    expect(requests).toEqual([]);
  });
});
