import { z } from 'zod';
import { readJsonParam, type RequestSchema } from '@/lib/http/request';
import { SLUG_PATTERN } from '@/lib/format/slug';
import { listExpertAnswersParamsSchema, listExpertsParamsSchema } from './experts';
import { cmsTag } from './reader';
import type { CmsRequest } from './source';
import { CMS_TAG, PROXY_PARAMS_MAX_CHARS } from './constants';

/**
 * `GET /api/strapi-calls/?path&params&tags`: what client components may read from the CMS.
 * Only collections on this list and the two expert endpoints, only published entries, only the
 * query operators the content layer knows; everything else is refused before any request
 * leaves the server.
 */
const PROXY_COLLECTIONS = ['articles', 'pages', 'reviews', 'authors', 'expert-questions'] as const;

const fieldName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/);
const scalar = z.union([z.string().max(200), z.number(), z.boolean()]);
const filterSchema = z
  .object({
    $eq: scalar.optional(),
    $ne: scalar.optional(),
    $in: z.array(scalar).max(50).optional(),
    $containsi: z.string().max(200).optional(),
  })
  .strict();

const collectionParamsSchema = z
  .object({
    filters: z
      .record(fieldName, filterSchema)
      .refine((filters) => Object.keys(filters).length <= 10, 'at most 10 filters')
      .optional(),
    sort: z
      .array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}(:(asc|desc))?$/))
      .max(3)
      .optional(),
    pagination: z
      .object({ page: z.int().min(1).max(1_000).optional(), pageSize: z.int().min(1).max(100).optional() })
      .strict()
      .optional(),
    populate: z.literal('*').optional(),
  })
  .strict();

const tagsSchema = z.array(z.string().regex(SLUG_PATTERN).max(64)).max(5);

export type ProxyRequest =
  | { ok: true; kind: 'collection'; request: CmsRequest }
  | { ok: true; kind: 'list-experts'; params: z.output<typeof listExpertsParamsSchema> }
  | { ok: true; kind: 'list-expert-answers'; params: z.output<typeof listExpertAnswersParamsSchema> }
  | { ok: false; status: 400 | 403; error: string };

const refuse = (status: 400 | 403, error: string): ProxyRequest => ({ ok: false, status, error });

export function parseStrapiProxyRequest(search: URLSearchParams): ProxyRequest {
  const path = search.get('path') ?? '';
  // An API id is letters, digits and hyphens: no scheme, host, slash, dot or percent sign survives.
  if (!SLUG_PATTERN.test(path) || path.length > 64) return refuse(400, 'path must be a CMS collection name');
  const isEndpoint = path === 'list-experts' || path === 'list-expert-answers';
  if (!isEndpoint && !(PROXY_COLLECTIONS as readonly string[]).includes(path)) {
    return refuse(403, `path ${path} is not readable here`);
  }
  const params = <T>(schema: RequestSchema<T>) =>
    readJsonParam(search, 'params', schema, { what: 'params', maxChars: PROXY_PARAMS_MAX_CHARS });

  if (path === 'list-experts') {
    const parsed = params(listExpertsParamsSchema);
    return parsed.ok ? { ok: true, kind: path, params: parsed.value } : refuse(400, parsed.error);
  }
  if (path === 'list-expert-answers') {
    const parsed = params(listExpertAnswersParamsSchema);
    return parsed.ok ? { ok: true, kind: path, params: parsed.value } : refuse(400, parsed.error);
  }

  const parsed = params(collectionParamsSchema);
  if (!parsed.ok) return refuse(400, parsed.error);
  const query = { data: parsed.value };
  const rawTags = search.get('tags');
  const tags = tagsSchema.safeParse(rawTags ? rawTags.split(',') : []);
  if (!tags.success) return refuse(400, 'tags must be up to 5 lower-case names');

  return {
    ok: true,
    kind: 'collection',
    request: {
      resource: path,
      kind: 'collection',
      query: {
        filters: query.data.filters,
        sort: query.data.sort,
        populate: query.data.populate,
        page: query.data.pagination?.page,
        pageSize: query.data.pagination?.pageSize,
        status: 'published',
      },
      tags: [CMS_TAG, cmsTag(path), ...tags.data.map(cmsTag)],
    },
  };
}
