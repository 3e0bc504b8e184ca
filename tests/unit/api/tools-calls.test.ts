// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, type AppConfig } from '@/lib/config';
import { PROXY_REQUESTS_PER_MINUTE_PER_ADDRESS } from '@/lib/http/constants';
import { RATES_PROXY_BACKLOG_MAX } from '@/lib/rates/constants';
import { createRatesDataApiFake } from '../../msw/rates-data-api';
import { RATES_KEY, RATES_URL } from '../../msw/rates-api';
import { server } from '../../msw/server';
import { IN_MEMORY_STORE, params, proxyRoute, quietWarnings } from '../../support/proxy-route';

quietWarnings();

let config: AppConfig = loadConfig(IN_MEMORY_STORE);
vi.mock('@/lib/config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/config')>()),
  getConfig: () => config,
}));
// Outside a Next server there is no incremental cache; the tags are checked in the route's e2e run.
vi.mock('next/cache', () => ({ unstable_cache: <T>(call: () => Promise<T>) => call }));

const { load, request, call } = proxyRoute('/api/tools-calls/', () => import('@/app/api/tools-calls/route'));

describe('GET /api/tools-calls on the embedded rates', () => {
  beforeEach(() => {
    config = loadConfig(IN_MEMORY_STORE);
  });

  it('answers an allowed endpoint with validated params, cacheable', async () => {
    const response = await call(`path=auto-state/calculator&${params({ state: 'TX' })}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=3600');
    expect(await response.json()).toMatchObject({ state: 'TX', year: 2021 });
  });

  it('answers a city by name and a table query', async () => {
    expect(
      await (await call(`path=auto-city&${params({ city: 'St. Petersburg', state: 'FL' })}`)).json(),
    ).toMatchObject({
      city: 'St. Petersburg',
    });
    const table = await call(
      `path=rds-files/table&${params({ table: 'auto_premiums_by_company', state: 'OH', rank: 1 })}`,
    );
    expect(((await table.json()) as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
  });

  it.each([
    [
      'a city under its other name',
      { table: 'auto_premiums_by_city', state: 'FL', city: 'Saint Petersburg' },
    ],
    ['a company under its other name', { table: 'auto_premiums_by_company', state: 'PA', company: 'Erie' }],
  ])('retries an rds-files table with the alias: %s', async (_label, query) => {
    const table = await call(`path=rds-files/table&${params(query)}`);
    expect(table.status).toBe(200);
    expect(((await table.json()) as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
  });

  it('answers 404 when there is no data for the request', async () => {
    expect((await call(`path=auto-city&${params({ city: 'Atlantis', state: 'CA' })}`)).status).toBe(404);
  });

  it.each([
    ['an absolute URL', 'path=https://evil.example/auto-state'],
    ['a protocol-relative host', 'path=//evil.example/auto-state'],
    ['a parent directory', 'path=auto-state/../../admin'],
    ['an encoded parent directory', 'path=%2e%2e%2fadmin'],
    ['a double-encoded parent directory', 'path=%252e%252e%252fadmin'],
    ['an encoded slash', 'path=auto-state%2Fcalculator'],
    ['a metadata address', 'path=169.254.169.254/latest/meta-data'],
    ['a metadata host', 'path=http://metadata.google.internal/computeMetadata/v1/'],
    ['a doubled slash', 'path=auto-state//calculator'],
    ['a backslash', 'path=auto-state\\calculator'],
    ['no path', ''],
    ['a path with a query of its own', 'path=auto-state?state=CA'],
  ])('refuses %s with 400', async (_, query) => {
    const response = await call(query);
    expect(response.status).toBe(400);
  });

  it.each(['rds-files/run', 'charlie-ai/chat/log', 'auto-state/ca', 'admin'])(
    'refuses the unlisted path %s with 403',
    async (path) => {
      expect((await call(`path=${encodeURIComponent(path)}`)).status).toBe(403);
    },
  );

  it.each([
    ['an unknown param', { state: 'CA', url: 'https://evil.example' }],
    ['a state that is not a code', { state: '../CA' }],
    ['a year outside the state years', { state: 'CA', year: 2018 }],
    ['a non-object', ['CA']],
  ])('refuses %s with 400', async (_, value) => {
    expect((await call(`path=auto-state&${params(value)}`)).status).toBe(400);
  });

  it('refuses params that are not JSON or too long', async () => {
    expect((await call('path=auto-state&params={state')).status).toBe(400);
    expect((await call(`path=auto-state&params=${'x'.repeat(2_000)}`)).status).toBe(400);
  });
});

describe('GET /api/tools-calls on the rates API', () => {
  let fake: ReturnType<typeof createRatesDataApiFake>;
  beforeEach(() => {
    config = loadConfig({ ...IN_MEMORY_STORE, RATES_API_URL: RATES_URL, RATES_API_KEY: RATES_KEY });
    fake = createRatesDataApiFake();
    server.use(...fake.handlers);
  });

  it("adds the server's key and never forwards the caller's headers", async () => {
    const response = await call(`path=auto-state/cheapest&${params({ state: 'WA', year: 2020 })}`, {
      cookie: 'session=visitor',
      authorization: 'Bearer visitor-token',
      'x-api-key': 'visitor-key',
      'x-forwarded-for': '203.0.113.9',
    });
    expect(response.status).toBe(200);
    const sent = fake.requests.at(-1);
    expect(sent?.url.pathname).toBe('/auto-state/WA/cheapest');
    expect(sent?.url.searchParams.get('year')).toBe('2020');
    expect(sent?.headers.get('x-api-key')).toBe(RATES_KEY);
    for (const header of ['cookie', 'authorization', 'x-forwarded-for'])
      expect(sent?.headers.get(header)).toBeNull();
  });

  it.each(['..', '.', ' ..', '.. '])('refuses the city %j before anything reaches the API', async (city) => {
    const response = await call(`path=auto-city&${params({ city, state: 'TX' })}`);
    expect(response.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 503 while the API is down, not "no data", and the data once it recovers', async () => {
    let down = true;
    server.use(
      http.get(`${RATES_URL}/auto-state/:state`, () =>
        down ? new HttpResponse('Service unavailable', { status: 503 }) : undefined,
      ),
    );
    const GET = await load();
    const ask = () => GET(request(`path=auto-state&${params({ state: 'WA' })}`));
    const during = await ask();
    expect(during.status).toBe(503);
    expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
    down = false;
    const after = await ask();
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ state: 'WA' });
  });

  it('limits each visitor, however many different requests they make', async () => {
    // On the embedded rates, so the API's own spacing does not slow the test down.
    config = loadConfig(IN_MEMORY_STORE);
    const GET = await load();
    const statuses: number[] = [];
    for (let city = 0; city <= PROXY_REQUESTS_PER_MINUTE_PER_ADDRESS; city++) {
      const query = `path=auto-city&${params({ city: `Town ${city}`, state: 'TX' })}`;
      statuses.push((await GET(request(query))).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });

  it('refuses a visitor’s call with 503 when the API budget already has a backlog', async () => {
    const GET = await load();
    const { getRatesSource } = await import('@/lib/rates/source-for-config');
    const source = getRatesSource();
    server.use(
      http.get(`${RATES_URL}/auto-state/:state/coverage`, async () => {
        await delay(200);
        return HttpResponse.json({ state: 'CA', levels: [] });
      }),
    );
    // The pages' own calls queue up behind the budget's spacing...
    const pages = Array.from({ length: RATES_PROXY_BACKLOG_MAX + 5 }, () => source.stateCoverage('CA'));
    const refused = await GET(request(`path=auto-state/rates&${params({ state: 'OH' })}`));
    expect(refused.status).toBe(503);
    // ...and still all get their answers.
    expect((await Promise.all(pages)).every((answer) => answer?.state === 'CA')).toBe(true);
  }, 30_000);

  it('answers 502 with a plain message when the API fails, without its details', async () => {
    server.use(
      http.get(`${RATES_URL}/auto-state/:state`, () =>
        HttpResponse.json({ secret: 'stack' }, { status: 500 }),
      ),
    );
    const response = await call(`path=auto-state&${params({ state: 'CA' })}`);
    expect(response.status).toBe(502);
    expect(JSON.stringify(await response.json())).not.toContain('stack');
  });
});
