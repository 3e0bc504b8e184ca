// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET, dynamic, revalidate } from '@/app/search/index.json/route';
import { CMS_REVALIDATE_SECONDS } from '@/lib/cms/constants';
import { INSTANT_RESULTS_LIMIT, PAGE_RESULTS_LIMIT } from '@/lib/search/constants';
import { buildSearchDocuments } from '@/lib/search/documents';
import {
  createSearchIndex,
  reviveSearchIndex,
  searchSite,
  serializeSearchIndex,
  type SiteSearchIndex,
} from '@/lib/search/engine';
import type { SearchIndexPayload } from '@/lib/search/schema';

let index: SiteSearchIndex;
let payload: SearchIndexPayload;

beforeAll(async () => {
  index = createSearchIndex(await buildSearchDocuments());
  payload = serializeSearchIndex(index);
});

const top = (query: string, from: SiteSearchIndex = index) =>
  searchSite(from, query, INSTANT_RESULTS_LIMIT).hits[0];

describe('site search finds what a visitor means', () => {
  it.each([
    ['progresive', '/insurance/auto/reviews/progressive/'],
    ['geico', '/insurance/auto/reviews/geico/'],
    ['GEICO', '/insurance/auto/reviews/geico/'],
    ['erie', '/insurance/homeowners/reviews/erie-insurance/'],
    ['sr22', '/insurance/auto/guides/sr-22-insurance/'],
    ['SR22', '/insurance/auto/guides/sr-22-insurance/'],
    ['sr-22', '/insurance/auto/guides/sr-22-insurance/'],
    ['SR 22', '/insurance/auto/guides/sr-22-insurance/'],
    ['what is an sr-22?', '/insurance/auto/guides/sr-22-insurance/'],
    ['ohio', '/insurance/auto/ohio/'],
    ['auto insurance ohio', '/insurance/auto/ohio/'],
    ['los angeles', '/insurance/auto/best-cheap-car-insurance-los-angeles-ca'],
    ['saint louis', '/insurance/auto/best-cheap-car-insurance-st-louis-mo'],
    ['mortgage calc', '/calculators/mortgage-calculator/'],
    ['pet insurance', '/insurance/pet/'],
    ['privacy', '/privacy-policy/'],
  ])('“%s” finds %s first', (query, path) => {
    expect(top(query)?.path).toBe(path);
  });

  it('labels each result with its kind', () => {
    expect(top('geico')?.kind).toBe('company');
    expect(top('los angeles')?.kind).toBe('city');
    expect(top('ohio')?.kind).toBe('state');
    expect(top('mortgage calc')?.kind).toBe('calculator');
    expect(top('sr22')?.kind).toBe('guide');
    expect(top('geico review')?.kind).toBe('review');
  });

  it('lists a page once, even when a company’s entry and its review both match', () => {
    const { hits } = searchSite(index, 'state farm', PAGE_RESULTS_LIMIT);
    expect(hits.map((hit) => hit.path)).toEqual([...new Set(hits.map((hit) => hit.path))]);
    expect(hits.slice(0, 4).map((hit) => hit.path)).toEqual([
      '/insurance/auto/reviews/state-farm/',
      '/insurance/homeowners/reviews/state-farm/',
      '/insurance/life/reviews/state-farm/',
      '/insurance/renters/state-farm-renters-insurance-review/',
    ]);
  });

  it('when not every word matches, still shows what the others find', () => {
    expect(top('geico qwxzvb')?.path).toBe('/insurance/auto/reviews/geico/');
  });

  it('answers nothing for one letter or for words no page has, and counts beyond the limit', () => {
    expect(searchSite(index, 'o', PAGE_RESULTS_LIMIT)).toEqual({ query: 'o', hits: [], total: 0 });
    expect(searchSite(index, 'qwxzvb', PAGE_RESULTS_LIMIT).total).toBe(0);
    const broad = searchSite(index, 'insurance', INSTANT_RESULTS_LIMIT);
    expect(broad.hits).toHaveLength(INSTANT_RESULTS_LIMIT);
    expect(broad.total).toBeGreaterThan(INSTANT_RESULTS_LIMIT);
  });

  it('searches the normalised query', () => {
    expect(searchSite(index, '  ohio\u0000\u202e ', 8).query).toBe('ohio');
  });

  it('answers within 50 ms once the index is loaded', () => {
    const queries = [
      'er',
      'erie',
      'progresive',
      'mortgage calc',
      'los angeles',
      'car insurance in',
      'insurance',
    ];
    // The best of three runs per query: a garbage collection pause is the machine's, not the search's.
    const times = queries.map((query) =>
      Math.min(
        ...[1, 2, 3].map(() => {
          const started = performance.now();
          searchSite(index, query, INSTANT_RESULTS_LIMIT);
          return performance.now() - started;
        }),
      ),
    );
    expect(Math.max(...times)).toBeLessThan(50);
  });
});

describe('the serialized index', () => {
  it('revives into an index that answers exactly like the one it came from', () => {
    const revived = reviveSearchIndex(JSON.parse(JSON.stringify(payload)));
    for (const query of ['erie', 'progresive', 'sr22', 'ohio', 'los angeles', 'mortgage calc'])
      expect(searchSite(revived, query, PAGE_RESULTS_LIMIT)).toEqual(
        searchSite(index, query, PAGE_RESULTS_LIMIT),
      );
  });

  it('stays small: titles, short summaries, paths and kinds, not bodies', () => {
    const json = JSON.stringify(payload);
    // A budget, not a measurement: past it, look at what grew before raising it.
    expect(gzipSync(json).length).toBeLessThan(80_000);
    expect(json).not.toContain('"body"');
  });

  it('is refused when it is from another version, malformed, or would link off the site', () => {
    const clone = (): SearchIndexPayload => JSON.parse(JSON.stringify(payload));
    expect(() => reviveSearchIndex({ ...clone(), version: 0 })).toThrow();
    expect(() => reviveSearchIndex({ version: payload.version })).toThrow();
    expect(() => reviveSearchIndex('not an index')).toThrow();
    for (const path of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const hostile = clone();
      const [first] = Object.keys(hostile.index.storedFields);
      hostile.index.storedFields[first!]!.path = path;
      expect(() => reviveSearchIndex(hostile), path).toThrow();
    }
    const otherFields = clone();
    otherFields.index.fieldIds = { title: 0, body: 1, summary: 2 };
    expect(() => reviveSearchIndex(otherFields)).toThrow(/fields/);
  });
});

describe('GET /search/index.json', () => {
  it('is built at build time and refreshed as often as CMS content', () => {
    expect(dynamic).toBe('force-static');
    expect(revalidate).toBe(CMS_REVALIDATE_SECONDS);
  });

  it('answers the serialized index, cacheable', async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const revived = reviveSearchIndex(await response.json());
    expect(top('erie', revived)?.path).toBe('/insurance/homeowners/reviews/erie-insurance/');
  });
});
