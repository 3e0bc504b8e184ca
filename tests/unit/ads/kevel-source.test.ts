// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DecisionRequest } from '@/lib/ads/decision';
import { createKevelSource } from '@/lib/ads/kevel-source';
import fixture from '../../fixtures/kevel/decision-response.json';
import { server } from '../../msw/server';

const BASE = 'https://e-10010.adzerk.test';
const source = createKevelSource({ baseUrl: BASE, networkId: 10010, siteId: 667480, timeoutMs: 100 });
const request: DecisionRequest = {
  vertical: 'home',
  placements: [
    { divName: 'FWQ-home', adTypes: [5] },
    { divName: 'sidebar', adTypes: [5] },
  ],
  url: 'https://coverscout.example/insurance/home/',
  zip: '30301',
  state: 'GA',
  keywords: ['home', 'GA'],
  preferredPartner: null,
  pilot: false,
};
const visitor = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (test)' };

describe('Kevel decision adapter', () => {
  it('POSTs the placements, keywords, ip and user agent, and maps each decision to the spec’s entity', async () => {
    const sent: { body: unknown; userAgent: string | null }[] = [];
    server.use(
      http.post(`${BASE}/api/v2`, async ({ request: incoming }) => {
        sent.push({ body: await incoming.json(), userAgent: incoming.headers.get('user-agent') });
        return HttpResponse.json(fixture);
      }),
    );
    const decisions = await source.decide(request, visitor);
    expect(sent[0]).toEqual({
      userAgent: 'Mozilla/5.0 (test)',
      body: {
        placements: [
          {
            divName: 'FWQ-home',
            networkId: 10010,
            siteId: 667480,
            adTypes: [5],
            count: 1,
            properties: { url: request.url, zip: '30301', state: 'GA' },
          },
          {
            divName: 'sidebar',
            networkId: 10010,
            siteId: 667480,
            adTypes: [5],
            count: 1,
            properties: { url: request.url, zip: '30301', state: 'GA' },
          },
        ],
        keywords: ['home', 'GA'],
        ip: '203.0.113.7',
      },
    });
    expect(decisions.sidebar).toBeNull();
    expect(decisions['FWQ-home']).toEqual({
      advertiser_id: '71000000000001',
      click_url: fixture.decisions['FWQ-home'][0]?.clickUrl,
      impression_url: fixture.decisions['FWQ-home'][0]?.impressionUrl,
      banner_cta: 'Compare home insurance quotes',
      button_cta: 'See my quotes',
      svg_icon: 'house',
      banner_sub_copy: 'Free, and no effect on your credit score.',
      customTemplate: 'widget',
      configuration: { newTab: false },
      redirect_url: 'https://partner.example/quotes?src=coverscout',
      topAdvertiserId: '71000000000001',
      campaignId: 4455667,
      flightId: 99887766,
      kevelError: null,
    });
  });

  it.each([
    ['a 500', () => new HttpResponse('oops', { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    [
      'an answer of the wrong shape',
      () => HttpResponse.json({ decisions: { 'FWQ-home': { advertiserId: 'x' } } }),
    ],
    [
      'a timeout',
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return HttpResponse.json(fixture);
      },
    ],
  ])('fails with "Error trying to fetch Kevel Data" on %s', async (_, respond) => {
    server.use(http.post(`${BASE}/api/v2`, respond));
    await expect(source.decide(request, visitor)).rejects.toThrow('Error trying to fetch Kevel Data');
  });
});
