// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, type AppConfig } from '@/lib/config';
import { PROXY_REQUESTS_PER_MINUTE_PER_ADDRESS } from '@/lib/http/constants';
import { server } from '../../msw/server';
import { IN_MEMORY_STORE, params, proxyRoute, quietWarnings } from '../../support/proxy-route';
import { STRAPI_TOKEN, STRAPI_URL, strapiHandlers, strapiRequests } from '../../msw/strapi';
import { CMS_PROXY_CONCURRENCY, CMS_PROXY_QUEUE_MAX } from '@/lib/cms/constants';

quietWarnings();

let config: AppConfig = loadConfig(IN_MEMORY_STORE);
vi.mock('@/lib/config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/config')>()),
  getConfig: () => config,
}));

const { load, request, call } = proxyRoute(
  '/api/strapi-calls/',
  () => import('@/app/api/strapi-calls/route'),
);

describe('GET /api/strapi-calls on the embedded content', () => {
  beforeEach(() => {
    config = loadConfig(IN_MEMORY_STORE);
  });

  it('reads an allowed collection with filters, sort and pagination, cacheable', async () => {
    const response = await call(
      `path=articles&${params({
        filters: { slug: { $eq: 'gap-insurance' } },
        sort: ['title:asc'],
        pagination: { page: 1, pageSize: 5 },
      })}&tags=guides`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=300');
    const body = (await response.json()) as {
      data: { slug: string }[];
      meta: { pagination: { pageSize: number } };
    };
    expect(body.data.map((entry) => entry.slug)).toEqual(['gap-insurance']);
    expect(body.meta.pagination.pageSize).toBe(5);
  });

  it.each([
    ['an absolute URL', 'path=https://evil.example/api/pages'],
    ['a protocol-relative host', 'path=//evil.example/pages'],
    ['a parent directory', 'path=../../etc/passwd'],
    ['an encoded parent directory', 'path=%2e%2e%2fsecrets'],
    ['a double-encoded parent directory', 'path=%252e%252e%252fsecrets'],
    ['an encoded slash', 'path=pages%2F..%2Fusers'],
    ['a metadata address', 'path=169.254.169.254/latest/meta-data'],
    ['a metadata host', 'path=http://metadata.google.internal/computeMetadata/v1/'],
    ['no path', ''],
    ['a path with a query of its own', 'path=pages?populate=deep'],
  ])('refuses %s with 400', async (_, query) => {
    const response = await call(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/path/);
  });

  it.each(['prompt-configurations', 'users', 'admin', 'upload-files'])(
    'refuses the collection %s with 403',
    async (path) => {
      expect((await call(`path=${path}`)).status).toBe(403);
    },
  );

  it.each([
    ['params that are not JSON', 'params=%7Bnope'],
    ['an unknown operator', params({ filters: { slug: { $regex: '.*' } } })],
    ['a nested relation filter', params({ filters: { author: { email: { $eq: 'x' } } } })],
    ['a status', params({ status: 'draft' })],
    ['a huge page size', params({ pagination: { pageSize: 10_000 } })],
    ['a deep populate', params({ populate: { author: { populate: '*' } } })],
    ['an odd sort', params({ sort: ['title;drop table'] })],
    ['bad tags', 'tags=Pages,../x'],
  ])('refuses %s with 400', async (_, query) => {
    expect((await call(`path=pages&${query}`)).status).toBe(400);
  });
});

describe('the expert endpoints', () => {
  beforeEach(() => {
    config = loadConfig(IN_MEMORY_STORE);
  });

  it('list-experts: the experts who answered, most answers first, 6 a page by default, with counts on request', async () => {
    const response = await call(`path=list-experts&${params({ questionIds: [1, 2, 3], withCount: true })}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { slug: string; answerCount: number }[];
      meta: { pagination: { page: number; pageSize: number; total: number } };
    };
    expect(body.meta.pagination).toMatchObject({ page: 1, pageSize: 6, total: 4 });
    expect(body.data[0]).toMatchObject({ slug: 'dana-whitfield', answerCount: 2 });
    expect(body.data.map((expert) => expert.answerCount)).toEqual([2, 2, 1, 1]);

    const second = (await (
      await call(`path=list-experts&${params({ questionIds: [1, 2, 3], page: 2, pageSize: 3 })}`)
    ).json()) as { data: { slug: string; answerCount?: number }[] };
    expect(second.data).toHaveLength(1);
    expect(second.data[0]?.answerCount).toBeUndefined();
  });

  it('list-expert-answers: one expert’s answers to the questions', async () => {
    const body = (await (
      await call(
        `path=list-expert-answers&${params({ questionIds: [1, 2, 5], expertSlug: 'marcus-oyelaran' })}`,
      )
    ).json()) as { data: { questionId: number; expertSlug: string }[] };
    expect(body.data.map((answer) => answer.questionId).sort()).toEqual([1, 5]);
    expect(new Set(body.data.map((answer) => answer.expertSlug))).toEqual(new Set(['marcus-oyelaran']));
  });

  it.each([
    ['no question ids', 'list-experts', {}],
    ['question ids that are not numbers', 'list-experts', { questionIds: ['1 OR 1=1'] }],
    ['a huge page size', 'list-experts', { questionIds: [1], pageSize: 5_000 }],
    ['an expert slug with a path in it', 'list-expert-answers', { questionIds: [1], expertSlug: '../admin' }],
  ])('refuses %s with 400', async (_, path, value) => {
    expect((await call(`path=${path}&${params(value)}`)).status).toBe(400);
  });
});

describe('GET /api/strapi-calls on Strapi', () => {
  beforeEach(() => {
    config = loadConfig({ ...IN_MEMORY_STORE, STRAPI_URL, STRAPI_TOKEN });
    server.use(...strapiHandlers);
    strapiRequests.length = 0;
  });

  it('adds the server’s token, asks for published entries only, and never forwards the caller’s headers', async () => {
    const seen: Headers[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(request.headers);
    });
    const response = await call(`path=pages&${params({ filters: { slug: { $eq: 'auto' } } })}`, {
      authorization: 'Bearer visitor-token',
      cookie: 'session=abc',
      'x-forwarded-for': '10.0.0.1',
    });
    server.events.removeAllListeners();
    expect(response.status).toBe(200);
    expect(strapiRequests).toHaveLength(1);
    expect(strapiRequests[0]?.searchParams.get('status')).toBe('published');
    expect(seen[0]?.get('authorization')).toBe(`Bearer ${STRAPI_TOKEN}`);
    expect(seen[0]?.get('cookie')).toBeNull();
    expect(seen[0]?.get('x-forwarded-for')).toBeNull();
  });

  it('limits each visitor, and refuses with 503 at once when its queue to Strapi is full', async () => {
    const { http, HttpResponse } = await import('msw');
    // Strapi answers nothing until the whole burst has arrived: the queue is full, not slow.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${STRAPI_URL}/api/:resource`, async () => {
        await gate;
        return HttpResponse.json({
          data: [],
          meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } },
        });
      }),
    );
    const GET = await load();
    const ask = (page: number) => GET(request(`path=articles&${params({ pagination: { page } })}`));
    const burst = CMS_PROXY_CONCURRENCY + CMS_PROXY_QUEUE_MAX + 5;
    const answered: number[] = [];
    const pending = Array.from({ length: burst }, (_, page) =>
      ask(page + 1).then((response) => {
        answered.push(response.status);
        return response;
      }),
    );
    // The overflow is refused at once, while the rest still wait for Strapi.
    await vi.waitFor(() => expect(answered).toHaveLength(5));
    expect(answered).toEqual([503, 503, 503, 503, 503]);
    release();
    const statuses = await Promise.all(pending);
    expect(statuses.filter((response) => response.status === 503)).toHaveLength(5);
    const more = await Promise.all(
      Array.from({ length: PROXY_REQUESTS_PER_MINUTE_PER_ADDRESS - burst }, (_, page) => ask(page + 200)),
    );
    expect(more.every((response) => response.status !== 429)).toBe(true);
    expect((await ask(999)).status).toBe(429);
  }, 20_000);

  it('answers 502 without details when Strapi is down', async () => {
    config = loadConfig({ ...IN_MEMORY_STORE, STRAPI_URL: 'https://cms-down.example.test', STRAPI_TOKEN });
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('https://cms-down.example.test/api/:resource', () => new HttpResponse(null, { status: 500 })),
    );
    const response = await call('path=pages');
    expect(response.status).toBe(502);
    expect(JSON.stringify(await response.json())).not.toContain('cms-down');
  });
});
