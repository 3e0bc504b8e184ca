// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackfillSource } from '@/lib/ads/backfill-source';
import fixture from '../../fixtures/backfill/ads-response.json';
import { server } from '../../msw/server';
import { BACKFILL_VERSION } from '@/lib/ads/constants';

const URL = 'https://exchange.example.com/ads';
const exchange = createBackfillSource({
  url: URL,
  token: 'exchange-token-0000',
  placementId: 'placement-7',
  timeoutMs: 100,
});
const request = {
  zip: '30301',
  ip: '203.0.113.7',
  localHour: 21,
  userAgent: 'Mozilla/5.0 (test)',
  language: 'en-US',
  url: 'https://coverscout.example/insurance/home/',
};

afterEach(() => vi.restoreAllMocks());

describe('ad-exchange backfill', () => {
  it('POSTs the token, zip, visitor, hour, placement and url at version 17, and reads the first carrier and click URL', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(URL, async ({ request: incoming }) => {
        bodies.push(await incoming.json());
        return HttpResponse.json(fixture);
      }),
    );
    await expect(exchange.fill(request)).resolves.toEqual({
      carrier: 'Harbor Mutual',
      clickUrl: 'https://exchange.example.com/click?ad=4f6b2a90c1d3&sig=8d1e0c',
    });
    expect(bodies).toEqual([
      {
        api_token: 'exchange-token-0000',
        data: { zip: '30301' },
        ip: '203.0.113.7',
        local_hour: 21,
        placement_id: 'placement-7',
        ua: 'Mozilla/5.0 (test)',
        ua_language: 'en-US',
        url: 'https://coverscout.example/insurance/home/',
        version: BACKFILL_VERSION,
      },
    ]);
    expect(BACKFILL_VERSION).toBe(17);
  });

  it('skips ads whose link is not https, and gives no ad when none is usable', async () => {
    const [first, second] = fixture.ads;
    server.use(
      http.post(URL, () =>
        HttpResponse.json({
          ads: [
            { ...first, click_url: 'javascript:alert(1)' },
            { ...second, carrier: '' },
            { ...second, click_url: 'https://exchange.example.com/click?ad=ok' },
          ],
        }),
      ),
    );
    await expect(exchange.fill(request)).resolves.toEqual({
      carrier: 'Prairie Shield',
      clickUrl: 'https://exchange.example.com/click?ad=ok',
    });
    server.use(http.post(URL, () => HttpResponse.json({ ads: [], num_ads: 0 })));
    await expect(exchange.fill(request)).resolves.toBeNull();
  });

  it.each([
    ['is down', () => HttpResponse.error()],
    ['answers 500', () => new HttpResponse('oops', { status: 500 })],
    ['answers garbage', () => HttpResponse.text('<html>not json</html>')],
    ['answers the wrong shape', () => HttpResponse.json({ ads: 'none' })],
    [
      'is slower than its timeout',
      async () => {
        await delay(1_000);
        return HttpResponse.json(fixture);
      },
    ],
  ])('gives no ad and logs a health event when the exchange %s', async (_case, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(URL, answer));
    await expect(exchange.fill(request)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"event":"ads.backfill_failed"'));
  });
});
