import { http, HttpResponse } from 'msw';
import qs from 'qs';
import { cmsDataset } from '../fixtures/cms/dataset';

/**
 * A Strapi v5 REST fake for msw, written from Strapi's documented behaviour rather than from the
 * embedded adapter, so the contract suite compares two independent implementations. It supports
 * what the site sends: filters[field][$eq], sort, pagination[page|pageSize] and status.
 */

export const STRAPI_URL = 'https://cms.example.test';
export const STRAPI_TOKEN = 'strapi-test-token-0000';

type Entry = Record<string, unknown>;
type ParsedQuery = {
  filters?: Record<string, { $eq?: string }>;
  sort?: string[];
  status?: string;
  pagination?: { page?: string; pageSize?: string };
};

/** Strapi v5's error envelope. */
export const strapiError = (status: number, name: string, message: string) =>
  HttpResponse.json({ data: null, error: { status, name, message, details: {} } }, { status });

export const strapiRequests: URL[] = [];

export const strapiHandlers = [
  http.get(`${STRAPI_URL}/api/:resource`, ({ request, params }) => {
    const url = new URL(request.url);
    strapiRequests.push(url);
    if (request.headers.get('authorization') !== `Bearer ${STRAPI_TOKEN}`) {
      return strapiError(401, 'UnauthorizedError', 'Missing or invalid credentials');
    }
    const query = qs.parse(url.search.slice(1)) as ParsedQuery;
    const resource = String(params.resource);
    const published = cmsDataset.published[resource];
    if (!published) return strapiError(404, 'NotFoundError', 'Not Found');
    const draft = query.status === 'draft' ? cmsDataset.drafts[resource] : undefined;

    if (!Array.isArray(published)) {
      return HttpResponse.json({ data: (draft as Entry | undefined) ?? published, meta: {} });
    }

    let entries = published.map(
      (entry) => (draft as Entry[] | undefined)?.find((d) => d.documentId === entry.documentId) ?? entry,
    );
    for (const [field, filter] of Object.entries(query.filters ?? {})) {
      if (filter.$eq !== undefined) entries = entries.filter((entry) => String(entry[field]) === filter.$eq);
    }
    for (const rule of [...(query.sort ?? [])].reverse()) {
      const [field = '', direction] = rule.split(':');
      entries = [...entries].sort(
        (a, b) => String(a[field]).localeCompare(String(b[field])) * (direction === 'desc' ? -1 : 1),
      );
    }
    const page = Number(query.pagination?.page ?? 1);
    const pageSize = Number(query.pagination?.pageSize ?? 25);
    return HttpResponse.json({
      data: entries.slice((page - 1) * pageSize, page * pageSize),
      meta: {
        pagination: {
          page,
          pageSize,
          pageCount: Math.ceil(entries.length / pageSize),
          total: entries.length,
        },
      },
    });
  }),
];
