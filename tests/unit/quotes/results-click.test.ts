import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isClickId } from '@/lib/ads/click-id';
import { blankDecision } from '@/lib/ads/decision';
import { partnerByCode } from '@/lib/ads/partners';
import { PARTNER_CHOICE_KEY } from '@/lib/ads/partner-choice';
import { runResultsClick } from '@/lib/quotes/results-click';
import { server } from '../../msw/server';
import { QUOTE_SETTINGS } from '../../fixtures/quote-settings';

const settings = QUOTE_SETTINGS;

const PAGE = 'http://localhost/insurance/auto/compare-matches?zip=90210&utm_source=test&age=25';
const qs = partnerByCode('QS');
/** What the embedded decision engine answers for a link partner. */
const linkDecision = {
  ...blankDecision(qs.advertiserId),
  click_url: '/api/ads/event/?kind=click&partner=QS&placement=PS-auto',
  customTemplate: 'link',
  configuration: { newTab: true },
  redirect_url: '/partners/qs/',
};

const quoteClicks = () => (window.__analyticsEvents ?? []).filter((event) => event.name === 'QuoteClick');

describe('a Get quote click on compare-matches', () => {
  let asked: unknown[];
  let tracked: string[];

  beforeEach(() => {
    asked = [];
    tracked = [];
    window.localStorage.clear();
    window.__analyticsEvents = [];
    server.use(
      http.get('*/api/ads/event/', ({ request }) => {
        tracked.push(new URL(request.url).searchParams.get('kind') ?? '');
        return new HttpResponse(null, { status: 204 });
      }),
    );
  });

  function decides(answer: () => Response) {
    server.use(
      http.post('*/api/ads/decision/', async ({ request }) => {
        asked.push(await request.json());
        return answer();
      }),
    );
  }

  it('goes to the partner’s page with the zip and a click id, and is tracked like any quote click', async () => {
    decides(() => HttpResponse.json({ decisions: { 'PS-auto': linkDecision }, error: null }));
    const result = await runResultsClick({ zip: '90210', company: 'geico', pageUrl: PAGE }, settings);

    const url = new URL(result.url, 'http://localhost');
    expect(url.pathname).toBe('/partners/qs/');
    expect(url.searchParams.get('zip')).toBe('90210');
    const clickId = url.searchParams.get('clickid') ?? '';
    expect(isClickId(clickId)).toBe(true);
    expect(result).toMatchObject({ newTab: true, notice: null });

    expect(asked).toEqual([
      expect.objectContaining({
        vertical: 'auto',
        placements: [{ divName: 'PS-auto', adTypes: [5] }],
        zip: '90210',
        keywords: ['auto', 'geico'],
        url: PAGE,
        preferredPartner: 'QS',
        pilot: false,
      }),
    ]);
    // The visitor's partner is kept, like every other quote click's.
    expect(window.localStorage.getItem(PARTNER_CHOICE_KEY('auto'))).toBe('QS');
    await vi.waitFor(() => expect(tracked).toEqual(['click']));
    await vi.waitFor(() => expect(quoteClicks()).toHaveLength(1));
    expect(quoteClicks()[0]?.properties).toEqual({
      vertical: 'auto',
      advertiser: qs.name,
      widget: 'PS-auto',
      click_id: clickId,
      fallback: false,
      fallback_reason: null,
    });
  });

  it('falls back to the quote network’s partner page when the ad server fails, saying so', async () => {
    decides(() => HttpResponse.json({ error: 'down' }, { status: 502 }));
    const result = await runResultsClick({ zip: '90210', company: 'usaa', pageUrl: PAGE }, settings);
    expect(result.url).toMatch(
      /^\/partners\/qs\/\?zip=90210&clickid=[0-9a-f]{8}%7C[A-Za-z0-9-]+%7Cfallback$/,
    );
    expect(result).toMatchObject({ newTab: false, notice: 'Please try again later.' });
    await vi.waitFor(() => expect(quoteClicks()).toHaveLength(1));
    expect(quoteClicks()[0]?.properties).toMatchObject({
      widget: 'PS-auto',
      fallback: true,
      fallback_reason: 'Error trying to fetch Kevel Data',
    });
    expect(tracked).toEqual([]);
  });

  it('never sends the visitor back to compare-matches, whatever partner the decision names', async () => {
    decides(() =>
      HttpResponse.json({
        decisions: { 'PS-auto': { ...blankDecision(partnerByCode('ZE').advertiserId) } },
        error: null,
      }),
    );
    const result = await runResultsClick({ zip: '90210', company: 'geico', pageUrl: PAGE }, settings);
    expect(result.url).toMatch(/^\/partners\/ze\/\?zip=90210&clickid=/);
    expect(result.url).not.toContain('compare-matches');
  });
});
