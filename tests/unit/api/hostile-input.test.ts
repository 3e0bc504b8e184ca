// @vitest-environment node
import fc from 'fast-check';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@/lib/config';

/**
 * No body, query or header a visitor can send makes a route handler answer 500 or reject: every
 * route on the embedded defaults, fed random and hostile input by fast-check.
 */
const config = loadConfig({
  CHAT_DATABASE_PATH: path.join(tmpdir(), `hostile-input-${process.pid}.db`),
  PREVIEW_SECRET: 'preview-secret-4567',
  REVALIDATE_SECRET: 'revalidate-secret-4567',
  CHAT_METRICS: 'true',
});
vi.mock('@/lib/config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/config')>()),
  getConfig: () => config,
}));
vi.mock('next/headers', () => ({
  draftMode: async () => ({ enable: () => undefined, disable: () => undefined, isEnabled: false }),
}));
vi.mock('next/cache', () => ({
  revalidateTag: () => undefined,
  unstable_cache:
    <T>(call: () => Promise<T>) =>
    () =>
      call(),
}));

type Handler = (request: Request) => Response | Promise<Response>;
const ROUTES: { path: string; method: 'GET' | 'POST'; load: () => Promise<Handler> }[] = [
  {
    path: '/api/ads/decision/',
    method: 'POST',
    load: async () => (await import('@/app/api/ads/decision/route')).POST,
  },
  {
    path: '/api/ads/event/',
    method: 'GET',
    load: async () => (await import('@/app/api/ads/event/route')).GET,
  },
  { path: '/api/chat/', method: 'POST', load: async () => (await import('@/app/api/chat/route')).POST },
  {
    path: '/api/chat/clear/',
    method: 'POST',
    load: async () => (await import('@/app/api/chat/clear/route')).POST,
  },
  {
    path: '/api/chat/metrics/',
    method: 'GET',
    load: async () => (await import('@/app/api/chat/metrics/route')).GET,
  },
  { path: '/api/location/', method: 'GET', load: async () => (await import('@/app/api/location/route')).GET },
  { path: '/api/preview/', method: 'GET', load: async () => (await import('@/app/api/preview/route')).GET },
  {
    path: '/api/preview/exit/',
    method: 'GET',
    load: async () => (await import('@/app/api/preview/exit/route')).GET,
  },
  {
    path: '/api/revalidate/',
    method: 'POST',
    load: async () => (await import('@/app/api/revalidate/route')).POST,
  },
  {
    path: '/api/strapi-calls/',
    method: 'GET',
    load: async () => (await import('@/app/api/strapi-calls/route')).GET,
  },
  {
    path: '/api/tools-calls/',
    method: 'GET',
    load: async () => (await import('@/app/api/tools-calls/route')).GET,
  },
];

const HOSTILE = [
  '../../etc/passwd',
  '%2e%2e%2f',
  '//evil.example/',
  'http://169.254.169.254/latest/meta-data/',
  '<script>alert(1)</script>',
  '{"__proto__":{"polluted":true}}',
  '[]',
  'null',
  '\u0000',
  '9'.repeat(400),
  '30301',
  'articles',
  'auto-state/calculator',
  '{"state":"TX"}',
  'session_1790000000000_abc1230000',
];
const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom(...HOSTILE));
const queryKey = fc.oneof(
  fc.constantFrom('path', 'params', 'tags', 'secret', 'zip', 'kind', 'partner', 'placement', 'slug', 'tag'),
  fc.string(),
);
const query = fc.dictionary(queryKey, text, { maxKeys: 5 });
// Header values a browser can send: printable ASCII (fetch refuses the others before any handler).
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) }),
  fc.constantFrom('203.0.113.7', '::1, 10.0.0.1', 'application/json', 'text/plain', 'en-US,en;q=0.9', ''),
);
const headers = fc.dictionary(
  fc.constantFrom(
    'content-type',
    'x-forwarded-for',
    'x-real-ip',
    'user-agent',
    'accept-language',
    'cookie',
    'authorization',
    'x-vercel-ip-postal-code',
    'x-vercel-ip-country',
    'origin',
  ),
  headerValue,
  { maxKeys: 5 },
);
const body = fc.oneof(
  fc.json(),
  text,
  fc.anything().map((value) => {
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      return '';
    }
  }),
  fc
    .record({
      message: text,
      sessionId: text,
      vertical: text,
      zip: text,
      url: text,
      placements: fc.array(fc.record({ divName: text, adTypes: fc.array(fc.integer()) }), { maxLength: 3 }),
      conversationHistory: fc.array(fc.record({ role: text, content: text, timestamp: text }), {
        maxLength: 3,
      }),
      tag: text,
      secret: text,
    })
    .map((value) => JSON.stringify(value)),
);

describe('every route handler under hostile input', () => {
  const handlers = new Map<string, Handler>();
  beforeAll(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const route of ROUTES) handlers.set(route.path, await route.load());
  });

  it.each(ROUTES)('$method $path never answers 500 nor throws', async ({ path, method }) => {
    const handler = handlers.get(path)!;
    await fc.assert(
      fc.asyncProperty(query, headers, body, async (params, sent, payload) => {
        const url = new URL(`http://localhost${path}`);
        for (const [key, value] of Object.entries(params)) url.searchParams.append(key, value);
        const response = await handler(
          new Request(url, {
            method,
            headers: sent,
            ...(method === 'POST' && { body: payload }),
          }),
        );
        expect(response.status, `${method} ${url} ${JSON.stringify(sent)}`).toBeLessThan(500);
        await response.arrayBuffer();
      }),
      { numRuns: 60 },
    );
  });
});
