import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { CMS_PAGE_SIZE } from './constants';
import { CmsError } from './errors';
import { isResourceName, type CmsQuery, type FieldFilter, type Scalar } from './query';
import type { CmsRequest, CmsSource } from './source';

/**
 * The embedded default: Strapi-shaped JSON files in data/cms/ (`{resource}.json`, with editors'
 * drafts in `drafts/{resource}.json`), answered the way Strapi answers the same query.
 */

type Entry = Record<string, unknown>;

const fileSchema = z.object({
  data: z.union([z.array(z.record(z.string(), z.unknown())), z.record(z.string(), z.unknown())]),
});

function readField(entry: Entry, field: string): unknown {
  return field.split('.').reduce<unknown>((value, key) => {
    if (value && typeof value === 'object') return (value as Entry)[key];
    return undefined;
  }, entry);
}

// Strapi receives every filter value as query-string text, so compare the way it does.
const same = (value: unknown, expected: Scalar) => value !== undefined && String(value) === String(expected);

function matches(entry: Entry, filters: Record<string, FieldFilter>): boolean {
  return Object.entries(filters).every(([field, filter]) => {
    const value = readField(entry, field);
    if (filter.$eq !== undefined && !same(value, filter.$eq)) return false;
    if (filter.$ne !== undefined && same(value, filter.$ne)) return false;
    if (filter.$in !== undefined && !filter.$in.some((expected) => same(value, expected))) return false;
    if (filter.$containsi !== undefined) {
      if (typeof value !== 'string' || !value.toLowerCase().includes(filter.$containsi.toLowerCase()))
        return false;
    }
    return true;
  });
}

function compareBy(sort: string[]) {
  return (a: Entry, b: Entry) => {
    for (const rule of sort) {
      const [field = '', direction = 'asc'] = rule.split(':');
      const left = readField(a, field);
      const right = readField(b, field);
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : String(left ?? '').localeCompare(String(right ?? ''));
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    return 0;
  };
}

export function queryEntries(entries: Entry[], query: CmsQuery) {
  const found = entries.filter((entry) => matches(entry, query.filters ?? {}));
  if (query.sort) found.sort(compareBy(query.sort));
  const pageSize = query.pageSize ?? CMS_PAGE_SIZE;
  const page = query.page ?? 1;
  return {
    data: found.slice((page - 1) * pageSize, page * pageSize),
    meta: {
      pagination: { page, pageSize, pageCount: Math.ceil(found.length / pageSize), total: found.length },
    },
  };
}

/** Drafts replace the published entry with the same documentId, as Strapi's draft status does. */
function withDrafts(published: Entry[], drafts: Entry[]): Entry[] {
  const byId = new Map(published.map((entry) => [entry.documentId, entry]));
  for (const draft of drafts) byId.set(draft.documentId, draft);
  return [...byId.values()];
}

export function createEmbeddedSource(directory = path.join(process.cwd(), 'data', 'cms')): CmsSource {
  const files = new Map<string, Promise<z.infer<typeof fileSchema> | null>>();

  function load(relativePath: string) {
    let file = files.get(relativePath);
    if (!file) {
      // The data files are listed in next.config.ts's outputFileTracingIncludes instead of traced here.
      file = readFile(path.join(/* turbopackIgnore: true */ directory, relativePath), 'utf8').then(
        (text) => fileSchema.parse(JSON.parse(text)),
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        },
      );
      files.set(relativePath, file);
    }
    return file;
  }

  return {
    name: 'embedded',
    async read({ resource, kind, query }: CmsRequest) {
      if (!isResourceName(resource)) throw new CmsError('not-found', resource, 'not a resource name');
      let published;
      let drafts;
      try {
        published = await load(`${resource}.json`);
        drafts = query.status === 'draft' ? await load(`drafts/${resource}.json`) : null;
      } catch (error) {
        throw new CmsError('invalid-response', resource, 'the embedded file is malformed', { cause: error });
      }
      if (!published) throw new CmsError('not-found', resource, 'no embedded file');

      if (kind === 'single') {
        if (Array.isArray(published.data)) throw new CmsError('not-found', resource, 'is a collection');
        const draft = drafts && !Array.isArray(drafts.data) ? drafts.data : null;
        return { data: draft ?? published.data, meta: {} };
      }
      if (!Array.isArray(published.data)) throw new CmsError('not-found', resource, 'is a single type');
      const draftEntries = drafts && Array.isArray(drafts.data) ? drafts.data : [];
      return queryEntries(withDrafts(published.data, draftEntries), query);
    },
  };
}
