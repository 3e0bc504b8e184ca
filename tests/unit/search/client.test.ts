import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetSearchIndex, loadSearchIndex } from '@/lib/search/client';
import { buildSearchDocuments } from '@/lib/search/documents';
import { createSearchIndex, serializeSearchIndex } from '@/lib/search/engine';
import type { SearchIndexPayload } from '@/lib/search/schema';
import { server } from '../../msw/server';

/** The browser side: what the header box loads once a visitor starts searching. */

let payload: SearchIndexPayload;

beforeAll(async () => {
  payload = serializeSearchIndex(createSearchIndex(await buildSearchDocuments()));
});

beforeEach(() => forgetSearchIndex());

const serve = (answer: () => Response) => {
  let requests = 0;
  server.use(
    http.get('*/search/index.json', () => {
      requests++;
      return answer();
    }),
  );
  return () => requests;
};

describe('the browser’s search index', () => {
  it('is fetched from the site, validated and searched, once however often it is asked for', async () => {
    const requests = serve(() => HttpResponse.json(payload));
    const [search, again] = await Promise.all([loadSearchIndex(), loadSearchIndex()]);
    expect(search).toBe(again);
    expect(requests()).toBe(1);
    expect(search.search('progresive', 8).hits[0]?.path).toBe('/insurance/auto/reviews/progressive/');
  });

  it('is refused when it would link off the site', async () => {
    const hostile: SearchIndexPayload = JSON.parse(JSON.stringify(payload));
    const [first] = Object.keys(hostile.index.storedFields);
    hostile.index.storedFields[first!]!.path = '//evil.example/';
    serve(() => HttpResponse.json(hostile));
    await expect(loadSearchIndex()).rejects.toThrow();
  });

  it('after a failed download, is fetched again on the next try', async () => {
    let fail = true;
    const requests = serve(() =>
      fail ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(payload),
    );
    await expect(loadSearchIndex()).rejects.toThrow(/503/);
    fail = false;
    const search = await loadSearchIndex();
    expect(search.search('ohio', 8).hits[0]?.path).toBe('/insurance/auto/ohio/');
    expect(requests()).toBe(2);
  });
});
