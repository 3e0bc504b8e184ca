// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { partnerByCode } from '@/lib/ads/partners';
import { loadConfig, type AppConfig } from '@/lib/config';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_PROOF_HEADER,
  makeAddressProof,
} from '@/lib/http/address-proof';
import backfillAds from '../../fixtures/backfill/ads-response.json';
import kevelDecisions from '../../fixtures/kevel/decision-response.json';
import { server } from '../../msw/server';

let config: AppConfig = loadConfig({});
vi.mock('@/lib/config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/config')>()),
  getConfig: () => config,
}));

const KEVEL = 'https://e-10010.adzerk.test';
const EXCHANGE = 'https://exchange.example.com/ads';
const withKevel = {
  KEVEL_NETWORK_ID: '10010',
  KEVEL_SITE_ID: '667480',
  KEVEL_BASE_URL: KEVEL,
};
const withBackfill = {
  ...withKevel,
  BACKFILL_URL: EXCHANGE,
  BACKFILL_TOKEN: 'exchange-token-0000',
  BACKFILL_PLACEMENT_ID: 'placement-7',
};

const post = async (body: unknown, headers: Record<string, string> = {}) => {
  vi.resetModules();
  const { POST } = await import('@/app/api/ads/decision/route');
  const response = await POST(
    new Request('http://localhost/api/ads/decision/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const click = (vertical: string, zip = '30301') => ({
  vertical,
  placements: [{ divName: 'FWQ-home', adTypes: [5] }],
  url: `https://coverscout.example/insurance/${vertical}/`,
  zip,
  keywords: [vertical],
  localHour: 9,
});
const emptyKevel = () =>
  server.use(http.post(`${KEVEL}/api/v2`, () => HttpResponse.json({ decisions: { 'FWQ-home': null } })));

describe('POST /api/ads/decision', () => {
  beforeEach(() => {
    config = loadConfig({});
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('answers on the embedded engine with a partner for the vertical and the state from the zip', async () => {
    const { status, body } = await post(click('home'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ state: 'GA', error: null, backfill: {} });
    expect(body.decisions).toMatchObject({
      'FWQ-home': { advertiser_id: expect.stringMatching(/^\d{14}$/) },
    });
  });

  it('refuses a bad zip, a zip no state has, and a malformed body', async () => {
    expect((await post(click('home', '3030'))).status).toBe(400);
    expect(await post(click('home', '00000'))).toEqual({
      status: 400,
      body: { error: 'Invalid ZipCode Provided' },
    });
    expect((await post({ vertical: 'home' })).status).toBe(400);
    expect((await post({ ...click('home'), localHour: 24 })).status).toBe(400);
  });

  it('passes Kevel’s decision through', async () => {
    config = loadConfig(withBackfill);
    server.use(http.post(`${KEVEL}/api/v2`, () => HttpResponse.json(kevelDecisions)));
    const { body } = await post(click('home'));
    expect(body).toMatchObject({
      decisions: { 'FWQ-home': { advertiser_id: '71000000000001', customTemplate: 'widget' } },
      backfill: {},
    });
  });

  it('asks the ad exchange when Kevel’s decision is empty, with the visitor’s language and hour', async () => {
    config = loadConfig(withBackfill);
    emptyKevel();
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post(EXCHANGE, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(backfillAds);
      }),
    );
    const { body } = await post(click('home'), {
      'accept-language': 'es-US,es;q=0.9',
      'user-agent': 'Mozilla/5.0 (test)',
      // As the server's front vouches for it; a forwarded header of the visitor's own is ignored.
      [CLIENT_ADDRESS_HEADER]: '203.0.113.7',
      [CLIENT_ADDRESS_PROOF_HEADER]: makeAddressProof(),
      'x-forwarded-for': '198.51.100.66',
    });
    expect(body).toMatchObject({
      decisions: { 'FWQ-home': null },
      backfill: {
        'FWQ-home': {
          carrier: 'Harbor Mutual',
          clickUrl: 'https://exchange.example.com/click?ad=4f6b2a90c1d3&sig=8d1e0c',
        },
      },
    });
    expect(sent[0]).toMatchObject({
      ip: '203.0.113.7',
      local_hour: 9,
      ua: 'Mozilla/5.0 (test)',
      ua_language: 'es-US',
      data: { zip: '30301' },
      version: 17,
    });
  });

  it.each([
    ['Global Privacy Control', { 'sec-gpc': '1' }],
    ['the do-not-sell switch', { cookie: 'other=1; privacy_opt_out=1' }],
  ])(
    'decides without the IP address or browser, and skips the exchange, for a visitor opted out by %s',
    async (_signal, optOut) => {
      config = loadConfig(withBackfill);
      const kevelSaw: { body: Record<string, unknown>; userAgent: string | null }[] = [];
      server.use(
        http.post(`${KEVEL}/api/v2`, async ({ request }) => {
          kevelSaw.push({
            body: (await request.json()) as Record<string, unknown>,
            userAgent: request.headers.get('user-agent'),
          });
          return HttpResponse.json({ decisions: { 'FWQ-home': null } });
        }),
      );
      const exchange = vi.fn();
      server.use(http.post(EXCHANGE, () => (exchange(), HttpResponse.json(backfillAds))));
      const { body } = await post(click('home'), {
        ...optOut,
        'user-agent': 'Mozilla/5.0 (test)',
        [CLIENT_ADDRESS_HEADER]: '203.0.113.7',
        [CLIENT_ADDRESS_PROOF_HEADER]: makeAddressProof(),
      });
      expect(body).toMatchObject({ decisions: { 'FWQ-home': null }, backfill: {}, error: null });
      expect(kevelSaw[0]?.body).not.toHaveProperty('ip');
      expect(kevelSaw[0]?.userAgent).not.toBe('Mozilla/5.0 (test)');
      expect(exchange).not.toHaveBeenCalled();
    },
  );

  it('never asks the exchange for auto quotes, nor when it is not configured', async () => {
    const asked = vi.fn();
    server.use(http.post(EXCHANGE, () => (asked(), HttpResponse.json(backfillAds))));
    config = loadConfig(withBackfill);
    emptyKevel();
    expect((await post(click('auto'))).body.backfill).toEqual({});
    config = loadConfig(withKevel);
    emptyKevel();
    expect((await post(click('home'))).body.backfill).toEqual({});
    expect(asked).not.toHaveBeenCalled();
  });

  it.each([
    ['down', () => HttpResponse.error()],
    ['answering 502', () => new HttpResponse(null, { status: 502 })],
    ['answering garbage', () => HttpResponse.text('{"decisions":')],
    ['answering the wrong shape', () => HttpResponse.json({ decisions: 'none' })],
  ])('answers 200 with the fallback reason when Kevel is %s', async (_case, answer) => {
    config = loadConfig(withKevel);
    server.use(http.post(`${KEVEL}/api/v2`, answer));
    expect(await post(click('home'))).toEqual({
      status: 200,
      body: { decisions: {}, backfill: {}, state: 'GA', error: 'Error trying to fetch Kevel Data' },
    });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"event":"ads.decision_failed"'));
  });

  it('refuses a placement whose short code no handler knows, with the spec’s text, and asks no one', async () => {
    let asked = 0;
    config = loadConfig(withKevel);
    server.use(
      http.post(`${KEVEL}/api/v2`, () => {
        asked++;
        return HttpResponse.json({ decisions: {} });
      }),
    );
    for (const divName of ['hub-banner', 'XYZ-home', 'fwq-home']) {
      const answer = await post({ ...click('home'), placements: [{ divName, adTypes: [5] }] });
      expect(answer).toEqual({
        status: 400,
        body: { error: `Unknown Kevel handler for: ${divName.split('-')[0]}` },
      });
    }
    expect(asked).toBe(0);
  });

  it('asks Kevel for the ad types the widget’s handler names, whatever the browser sent', async () => {
    config = loadConfig(withKevel);
    let sent: { divName: string; adTypes: number[] }[] = [];
    server.use(
      http.post(`${KEVEL}/api/v2`, async ({ request }) => {
        sent = ((await request.json()) as { placements: typeof sent }).placements;
        return HttpResponse.json({ decisions: {} });
      }),
    );
    await post({
      ...click('auto_loans'),
      placements: [
        { divName: 'BW-auto_loans', adTypes: [99] },
        { divName: 'FWQ-auto_loans', adTypes: [1, 2] },
      ],
    });
    expect(sent.map(({ divName, adTypes }) => ({ divName, adTypes }))).toEqual([
      { divName: 'BW-auto_loans', adTypes: [4] },
      { divName: 'FWQ-auto_loans', adTypes: [5] },
    ]);
  });

  it.each([
    'personal_loans',
    'student_loans',
    'auto_loans',
    'business_loans',
    'mortgage',
    'credit_cards',
    'banking',
  ])('decides the money site for %s on the embedded engine', async (vertical) => {
    const { status, body } = await post({
      ...click(vertical),
      placements: [{ divName: `FWQ-${vertical}`, adTypes: [5] }],
    });
    expect(status).toBe(200);
    expect(body.decisions).toEqual({
      [`FWQ-${vertical}`]: expect.objectContaining({
        advertiser_id: partnerByCode('MNY').advertiserId,
        redirect_url: `/partners/mny/?product=${vertical.replace('_', '-')}`,
      }),
    });
  });

  it('reads the state from the widget settings’ zip table when one is configured', async () => {
    config = loadConfig({
      QUOTE_WIDGET_SETTINGS: JSON.stringify({
        statesZipCodeInfo: [
          { st: 'NJ', state: 'New Jersey', rangeFrom: 7000, rangeTo: 8999, blackListedZipCodes: [7001] },
        ],
      }),
    });
    expect((await post(click('home', '07001'))).body).toMatchObject({ state: 'NJ_Blacklist' });
    expect((await post(click('home', '07302'))).body).toMatchObject({ state: 'NJ' });
    // Georgia is not in the configured table.
    expect(await post(click('home', '30301'))).toEqual({
      status: 400,
      body: { error: 'Invalid ZipCode Provided' },
    });
  });
});
