import qs from 'qs';
import { SLUG_PATTERN } from '@/lib/format/slug';

export type Scalar = string | number | boolean;

/** The subset of Strapi's filter operators this site uses; both adapters implement them. */
export interface FieldFilter {
  $eq?: Scalar;
  $ne?: Scalar;
  $in?: Scalar[];
  $containsi?: string;
}

export interface CmsQuery {
  filters?: Record<string, FieldFilter>;
  /** Strapi populate: `*` for one level, or an object for relations, components and zones. */
  populate?: '*' | Record<string, unknown>;
  /** Fields with direction, as Strapi writes them: `title:asc`. */
  sort?: string[];
  status?: 'published' | 'draft';
  page?: number;
  pageSize?: number;
}

/** Collection and single-type names are API ids: never paths, never hosts. */
export function isResourceName(resource: string): boolean {
  return SLUG_PATTERN.test(resource);
}

/** The query string Strapi v5's REST API expects (qs-style brackets, as Strapi documents). */
export function toStrapiSearchParams(query: CmsQuery, paginate: boolean): string {
  return qs.stringify(
    {
      filters: query.filters,
      populate: query.populate,
      sort: query.sort,
      status: query.status ?? 'published',
      pagination: paginate ? { page: query.page ?? 1, pageSize: query.pageSize } : undefined,
    },
    { encodeValuesOnly: true, skipNulls: true },
  );
}
