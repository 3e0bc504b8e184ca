// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADS_TEXTS } from '@/lib/ads/messages';
import { resolvePartnerOption } from '@/lib/ads/partner-option';
import { partnerByCode } from '@/lib/ads/partners';
import { ASSISTANT_CHAT_TIMEOUT_MS, CHAT_TIMEOUT_MS, LOG_HTTP_TIMEOUT_MS } from '@/lib/chat/constants';
import { ASSISTANT_ERRORS, CHAT_ERRORS, TIMEOUT_TEXTS } from '@/lib/chat/messages';
import { ChatHttpError, ChatTimeoutError, EmptyReplyError } from '@/lib/chat/widget/api';
import { failureText } from '@/lib/chat/widget/error-text';
import { CMS_TIMEOUT_MS } from '@/lib/cms/constants';
import { loadConfig, type AppConfig, type ChatProviderName } from '@/lib/config';
import { RATES_TIMEOUT_MS } from '@/lib/rates/constants';
import { RATES_KEY, RATES_URL } from '../../msw/rates-api';
import { server } from '../../msw/server';
import { STRAPI_TOKEN, STRAPI_URL, strapiHandlers } from '../../msw/strapi';
import { BACKFILL_TIMEOUT_MS, KEVEL_TIMEOUT_MS } from '@/lib/ads/constants';
import { GEOLOCATION_TIMEOUT_MS } from '@/lib/location/constants';

/**
 * Every outside service failing in every way that matters, seen from what a visitor gets: the
 * CMS, the rates API, each chat provider, the ad server, the ad exchange and the geolocation
 * service, each down, answering an error, slow past its timeout, or answering garbage.
 */

const FAILURES = {
  down: () => HttpResponse.error(),
  'answering 503': () => HttpResponse.text('Service Unavailable', { status: 503 }),
  'slow past its timeout': async () => {
    await delay('infinite');
    return HttpResponse.error();
  },
  'answering HTML': () => HttpResponse.html('<html><body>Bad gateway</body></html>'),
  'answering the wrong shape': () => HttpResponse.json({ unexpected: [1, 2, 3] }),
};
type Failure = keyof typeof FAILURES;
const EVERY_FAILURE = Object.keys(FAILURES) as Failure[];

/** Every request to `base` fails the given way; the answer counts the requests so far. */
function failAll(base: string, failure: Failure): () => number {
  let requests = 0;
  server.use(
    http.all(`${base}/*`, () => {
      requests++;
      return FAILURES[failure]();
    }),
  );
  return () => requests;
}

const realTick = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs a call to a failing service. A slow service gets a fake clock, which moves only once the
 * call's request is out (everything before it is real work), then by the service's timeout: the
 * call must have given up by then. Other failures run on the real clock and must end on their own.
 */
async function outcome<T>(
  failure: Failure,
  requests: () => number,
  timeoutMs: number,
  call: () => Promise<T>,
): Promise<T> {
  if (failure !== 'slow past its timeout') return call();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const pending = call();
  let settled = false;
  void pending.then(
    () => (settled = true),
    () => (settled = true),
  );
  // Every call to the slow service (the history read, then the log write) waits out its timeout,
  // which the clock jumps once that call is out; the work between them runs on the real clock.
  let waited = requests();
  for (let ticks = 0; !settled && ticks < 10_000; ticks++) {
    await realTick();
    if (requests() > waited) {
      waited = requests();
      await vi.advanceTimersByTimeAsync(timeoutMs);
    } else {
      await vi.advanceTimersByTimeAsync(10);
    }
  }
  vi.useRealTimers();
  return pending;
}

let config: AppConfig;
vi.mock('@/lib/config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/config')>()),
  getConfig: () => config,
}));

let tmp: string;
// Modules are loaded fresh for each test, so the services are wired from its configuration.
beforeEach(() => {
  vi.resetModules();
  tmp = mkdtempSync(path.join(tmpdir(), 'outages-'));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(tmp, { recursive: true, force: true });
});

const logged = (event: string) =>
  [...vi.mocked(console.warn).mock.calls, ...vi.mocked(console.error).mock.calls].some(([line]) =>
    String(line).includes(`"event":"${event}"`),
  );

describe('the CMS failing', () => {
  beforeEach(() => {
    config = loadConfig({ STRAPI_URL, STRAPI_TOKEN });
  });

  it.each(EVERY_FAILURE)('%s: pages keep the content they last read', async (failure) => {
    const content = await import('@/lib/cms/content');
    server.use(...strapiHandlers);
    const homepage = await content.getHomepage();
    const page = await content.getPage('vertical', 'auto');
    expect(homepage?.title).toBe('Home');
    expect(page?.slug).toBe('auto');

    const requests = failAll(STRAPI_URL, failure);
    expect(await outcome(failure, requests, CMS_TIMEOUT_MS, () => content.getHomepage())).toEqual(homepage);
    expect(
      await outcome(failure, requests, CMS_TIMEOUT_MS, () => content.getPage('vertical', 'auto')),
    ).toEqual(page);
    expect(requests()).toBe(2);
    expect(logged('cms.served_last_good')).toBe(true);
  });

  it.each(EVERY_FAILURE)(
    '%s: content never read fails as the CMS being unavailable, and a preview never gets old content',
    async (failure) => {
      const content = await import('@/lib/cms/content');
      server.use(...strapiHandlers);
      expect(await content.getHomepage(true)).not.toBeNull();
      const requests = failAll(STRAPI_URL, failure);

      // A page never read has nothing to fall back to: Next.js keeps serving the last page it
      // generated, or the build stops rather than publish an empty page.
      const neverRead = await outcome(failure, requests, CMS_TIMEOUT_MS, () =>
        content.getPage('vertical', 'home').catch((error: unknown) => error),
      );
      expect(neverRead).toMatchObject({
        name: 'CmsError',
        kind: expect.stringMatching(/^(unavailable|invalid-response)$/),
      });
      const draft = await outcome(failure, requests, CMS_TIMEOUT_MS, () =>
        content.getHomepage(true).catch((error: unknown) => error),
      );
      expect(draft).toMatchObject({ name: 'CmsError' });
      expect(logged('cms.read_failed')).toBe(true);
    },
  );
});

describe('the rates API failing', () => {
  beforeEach(() => {
    config = loadConfig({
      RATES_API_URL: RATES_URL,
      RATES_API_KEY: RATES_KEY,
      CHAT_DATABASE_PATH: `${tmp}/c.db`,
    });
  });

  it.each(EVERY_FAILURE)(
    '%s: a page renders without the figure, and says why in the log',
    async (failure) => {
      const { readRates } = await import('@/lib/rates/read');
      const requests = failAll(RATES_URL, failure);
      const coverage = await outcome(failure, requests, RATES_TIMEOUT_MS, () =>
        readRates('state coverage', (source) => source.stateCoverage('CA')),
      );
      expect(coverage).toBeNull();
      expect(['rates.call_failed', 'rates.page_read_failed', 'rates.unexpected_answer'].some(logged)).toBe(
        true,
      );
    },
  );

  // Charlie's knowledge index is built once per process (a server builds it at start); built
  // here ahead of the failures, so the first case times the outage, not the index.
  // It is shared by the process, so it is built from the embedded content the cases below use.
  beforeAll(async () => {
    vi.resetModules();
    config = loadConfig({});
    const { getSiteIndex } = await import('@/lib/knowledge/site-index');
    await getSiteIndex();
  }, 30_000);

  it.each(EVERY_FAILURE)('%s: Charlie still answers; the chat log call is swallowed', async (failure) => {
    const { POST } = await import('@/app/api/chat/route');
    const requests = failAll(RATES_URL, failure);
    // The history read goes first and waits out its timeout; the answer follows on the real clock.
    const response = await outcome(failure, requests, LOG_HTTP_TIMEOUT_MS, () =>
      POST(chatRequest('What is gap insurance?')),
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { response: string }).response).toMatch(/gap/i);
  });
});

const SESSION = 'session_1790000000000_outage0000';

function chatRequest(message: string, aiProvider?: ChatProviderName) {
  return new Request('http://localhost/api/chat/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    body: JSON.stringify({ message, sessionId: SESSION, ...(aiProvider && { aiProvider }) }),
  });
}

/** Every text the catalogue (charlie-chat.md section 8) has for a failed answer. */
const CATALOGUE: unknown[] = [
  ...Object.values(CHAT_ERRORS),
  ...Object.values(TIMEOUT_TEXTS.final),
  ...Object.values(ASSISTANT_ERRORS),
];
const inCatalogue = (text: string) => CATALOGUE.includes(text) || /^Vectara error: \d{3}$/.test(text);

describe.each([
  { provider: 'vectara', base: 'https://api.vectara.io', timeoutMs: CHAT_TIMEOUT_MS },
  { provider: 'gpt', base: 'https://api.openai.com', timeoutMs: CHAT_TIMEOUT_MS },
  { provider: 'assistant', base: 'https://api.openai.com', timeoutMs: ASSISTANT_CHAT_TIMEOUT_MS + 10_000 },
] as const)('the $provider chat provider failing', ({ provider, base, timeoutMs }) => {
  beforeEach(() => {
    config = loadConfig({
      CHAT_DATABASE_PATH: `${tmp}/charlie.db`,
      VECTARA_API_KEY: 'vectara-key-0000',
      VECTARA_CUSTOMER_ID: '1234',
      VECTARA_CORPUS_KEYS: 'insurance-guides',
      VECTARA_BASE_URL: 'https://api.vectara.io',
      GPT_API_KEY: 'sk-test-gpt-0000',
      GPT_MODEL: 'gpt-4o',
      ASSISTANT_API_KEY: 'sk-test-assistant-0000',
      ASSISTANT_MODEL: 'gpt-4o',
    });
  });

  it.each(EVERY_FAILURE)('%s: Charlie shows the catalogue’s text and no record is lost', async (failure) => {
    const { POST } = await import('@/app/api/chat/route');
    const { getChatService } = await import('@/lib/chat/server/service');
    expect((await POST(chatRequest('What is gap insurance?', 'local'))).status).toBe(200);

    const requests = failAll(base, failure);
    const response = await outcome(failure, requests, timeoutMs, () =>
      POST(chatRequest('Does my policy cover a rental car?', provider)),
    );
    const body = (await response.json()) as { error?: string; response?: string };
    // What the widget makes of the answer (lib/chat/widget/api.ts).
    const failureSeen =
      response.status === 504
        ? new ChatTimeoutError(timeoutMs)
        : response.ok
          ? new EmptyReplyError()
          : new ChatHttpError(response.status, body.error ?? '', null);
    if (response.ok) expect(body.response).toBe('');
    const shown = failureText(failureSeen, provider);
    expect(inCatalogue(shown), shown).toBe(true);

    const records = await getChatService().deps.store.history(SESSION, 10);
    expect(records.map((record) => `${record.role}: ${record.content.slice(0, 20)}`)).toEqual([
      'user: What is gap insuranc',
      expect.stringMatching(/^assistant: /),
      'user: Does my policy cover',
    ]);
  });
});

describe('the ad server failing', () => {
  const KEVEL = 'https://e-10010.adzerk.test';
  const EXCHANGE = 'https://exchange.example.com';
  const withKevel = { KEVEL_NETWORK_ID: '10010', KEVEL_SITE_ID: '667480', KEVEL_BASE_URL: KEVEL };

  async function decide(vertical: string, failure: Failure, requests: () => number, timeoutMs: number) {
    const { POST } = await import('@/app/api/ads/decision/route');
    const response = await outcome(failure, requests, timeoutMs, () =>
      POST(
        new Request('http://localhost/api/ads/decision/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            vertical,
            placements: [{ divName: 'FWQ-home', adTypes: [5] }],
            url: `https://coverscout.example/insurance/${vertical}/`,
            zip: '30301',
            keywords: [vertical],
            localHour: 9,
          }),
        }),
      ),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      decisions: Record<string, null>;
      backfill: Record<string, null>;
      error: string | null;
    };
    // What the browser does with the answer: the partner option for the click.
    return resolvePartnerOption({
      vertical,
      decision: body.decisions['FWQ-home'] ?? null,
      decisionError: body.error,
      backfill: body.backfill['FWQ-home'] ?? null,
      zip: '30301',
      label: `/insurance/${vertical}/|FWQ-home`,
      allowFallback: true,
      configuredFallbacks: { landing: null, businessLoans: null },
      autoDestination: '/insurance/auto/compare-matches/?zip=30301',
      partnerLink: (partner) => `/partners/${partner.shortCode}/`,
    });
  }

  it.each(EVERY_FAILURE)(
    '%s: the quote goes to the default advertiser, marked with the reason',
    async (failure) => {
      config = loadConfig(withKevel);
      const option = await decide('home', failure, failAll(KEVEL, failure), KEVEL_TIMEOUT_MS);
      expect(option).toMatchObject({
        isFallback: true,
        fallbackReason: ADS_TEXTS.fetchFailed,
        providerName: partnerByCode('QS').name,
      });
      expect(logged('ads.decision_failed')).toBe(true);
    },
  );

  it.each(EVERY_FAILURE)(
    '%s ad exchange behind an empty decision: the default advertiser, marked as an empty decision',
    async (failure) => {
      config = loadConfig({
        ...withKevel,
        BACKFILL_URL: `${EXCHANGE}/ads`,
        BACKFILL_TOKEN: 'exchange-token-0000',
        BACKFILL_PLACEMENT_ID: 'placement-7',
      });
      server.use(http.post(`${KEVEL}/api/v2`, () => HttpResponse.json({ decisions: { 'FWQ-home': null } })));
      const option = await decide('home', failure, failAll(EXCHANGE, failure), BACKFILL_TIMEOUT_MS);
      expect(option).toMatchObject({
        isFallback: true,
        fallbackReason: ADS_TEXTS.emptyDecision,
        providerName: partnerByCode('QS').name,
      });
      expect(logged('ads.backfill_failed')).toBe(true);
    },
  );
});

describe('the geolocation service failing', () => {
  it.each(EVERY_FAILURE)('%s: the zip box asks the visitor for the zip', async (failure) => {
    config = loadConfig({
      GEOLOCATION_URL: 'https://geo.example.test/json',
      GEOLOCATION_TOKEN: 'geo-token-1234',
    });
    const { GET } = await import('@/app/api/location/route');
    const requests = failAll('https://geo.example.test', failure);
    const response = await outcome(failure, requests, GEOLOCATION_TIMEOUT_MS, () =>
      GET(new Request('http://localhost/api/location/', { headers: { 'x-forwarded-for': '203.0.113.9' } })),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      zipcode: null,
      needZipcode: true,
      error: 'Location unavailable',
    });
  });
});
