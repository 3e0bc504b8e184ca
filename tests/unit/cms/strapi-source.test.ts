// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CMS_FETCH_ALL_PAGE_SIZE, CMS_TIMEOUT_MS } from '@/lib/cms/constants';
import { createContent } from '@/lib/cms/content';
import { CmsError } from '@/lib/cms/errors';
import { createCmsReader } from '@/lib/cms/reader';
import type { CmsRequest } from '@/lib/cms/source';
import { createStrapiSource } from '@/lib/cms/strapi-source';
import { STANDARD_PAGE_COUNT } from '../../fixtures/cms/dataset';
import { server } from '../../msw/server';
import { STRAPI_TOKEN, STRAPI_URL, strapiHandlers, strapiRequests } from '../../msw/strapi';

const source = () => createStrapiSource({ url: STRAPI_URL, token: STRAPI_TOKEN });
const contentFrom = (token = STRAPI_TOKEN) =>
  createContent(createCmsReader(createStrapiSource({ url: STRAPI_URL, token })));
const pagesRequest: CmsRequest = { resource: 'pages', kind: 'collection', query: {}, tags: ['cms'] };

beforeEach(() => {
  strapiRequests.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the Strapi v5 adapter', () => {
  it('asks for published content with the bearer token, filters, populate and pagination', async () => {
    server.use(...strapiHandlers);
    await contentFrom().getPage('vertical', 'auto');

    const url = strapiRequests[0];
    expect(url?.pathname).toBe('/api/pages');
    const params = url!.searchParams;
    expect(params.get('status')).toBe('published');
    expect(params.get('filters[slug][$eq]')).toBe('auto');
    expect(params.get('filters[pageType][$eq]')).toBe('vertical');
    expect(params.get('populate[sections][populate]')).toBe('*');
    expect(params.get('pagination[page]')).toBe('1');
    expect(params.get('pagination[pageSize]')).toBe('1');
  });

  it('fetches all entries by reading the first page, then the remaining pages', async () => {
    server.use(...strapiHandlers);
    await contentFrom().listPages();

    const pages = strapiRequests.map((url) => url.searchParams.get('pagination[page]'));
    expect(pages).toEqual(['1', '2']);
    expect(
      strapiRequests.every(
        (url) => url.searchParams.get('pagination[pageSize]') === String(CMS_FETCH_ALL_PAGE_SIZE),
      ),
    ).toBe(true);
    expect(STANDARD_PAGE_COUNT + 2).toBeGreaterThan(CMS_FETCH_ALL_PAGE_SIZE);
  });

  it('does not send pagination for a single type', async () => {
    server.use(...strapiHandlers);
    await contentFrom().getHomepage();
    expect(strapiRequests[0]?.searchParams.has('pagination[page]')).toBe(false);
  });

  it('reports a wrong token as the CMS being unavailable, and logs it', async () => {
    server.use(...strapiHandlers);
    await expect(contentFrom('wrong-token-0000').getHomepage()).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('cms.read_failed'));
  });

  it.each([
    ['a 500', () => HttpResponse.json({ error: 'boom' }, { status: 500 }), 'unavailable'],
    ['a 503', () => new HttpResponse('down', { status: 503 }), 'unavailable'],
    ['a network error', () => HttpResponse.error(), 'unavailable'],
    [
      'a body that is not JSON',
      () => new HttpResponse('<html>oops</html>', { status: 200 }),
      'invalid-response',
    ],
    ['a 404', () => HttpResponse.json({ data: null }, { status: 404 }), 'not-found'],
  ])('turns %s into a typed CmsError', async (_label, answer, kind) => {
    server.use(http.get(`${STRAPI_URL}/api/pages`, answer));
    const failure = await source()
      .read(pagesRequest)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CmsError);
    expect(failure).toMatchObject({ kind, resource: 'pages' });
  });

  it('rejects JSON that is not a Strapi envelope', async () => {
    server.use(http.get(`${STRAPI_URL}/api/pages`, () => HttpResponse.json({ items: [] })));
    await expect(contentFrom().listPages()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('gives up when Strapi does not answer within the timeout', async () => {
      server.use(http.get(`${STRAPI_URL}/api/pages`, () => delay('infinite')));
      const read = source()
        .read(pagesRequest)
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(CMS_TIMEOUT_MS);
      expect(await read).toMatchObject({
        kind: 'unavailable',
        message: expect.stringContaining(`${CMS_TIMEOUT_MS} ms`),
      });
    });
  });
});
