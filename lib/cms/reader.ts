import 'server-only';
import type { z } from 'zod';
import { log } from '@/lib/log';
import { CMS_FETCH_ALL_PAGE_SIZE, CMS_PAGE_SIZE, CMS_TAG, LAST_GOOD_LIMIT } from './constants';
import { collectionEnvelopeSchema, singleEnvelopeSchema, type Pagination } from './envelope';
import { CmsError } from './errors';
import type { CmsQuery } from './query';
import type { CmsSource } from './source';

export const cmsTag = (resource: string) => `${CMS_TAG}:${resource}`;

/**
 * Reads and validates CMS content through a source. Entries that do not match their schema are
 * logged and dropped, so one bad entry never takes a page down; a malformed envelope is an error.
 * When the CMS is down, slow or answers garbage, a published read is answered with the last good
 * answer to the same read, so pages keep rendering what they last showed. Drafts never are: an
 * editor's preview must show the draft as it is now, or fail.
 */
export function createCmsReader(source: CmsSource) {
  const lastGood = new Map<string, unknown>();

  function remember(key: string, envelope: unknown) {
    lastGood.delete(key);
    lastGood.set(key, envelope);
    if (lastGood.size > LAST_GOOD_LIMIT) lastGood.delete(lastGood.keys().next().value!);
  }

  async function readEnvelope<S extends z.ZodType>(
    resource: string,
    kind: 'collection' | 'single',
    query: CmsQuery,
    schema: S,
  ): Promise<z.infer<S>> {
    // The embedded content is on disk and cannot be down: nothing to keep for it.
    const key =
      query.status === 'draft' || source.name === 'embedded' ? null : JSON.stringify([resource, kind, query]);
    try {
      const raw = await source.read({ resource, kind, query, tags: [CMS_TAG, cmsTag(resource)] });
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        throw new CmsError('invalid-response', resource, parsed.error.issues[0]?.message ?? 'bad envelope');
      }
      if (key) remember(key, parsed.data);
      return parsed.data;
    } catch (error) {
      const fallback =
        key && error instanceof CmsError && error.kind !== 'not-found' ? lastGood.get(key) : undefined;
      if (fallback !== undefined) {
        log.warn('cms.served_last_good', { source: source.name, resource, error });
        return fallback as z.infer<S>;
      }
      log.error('cms.read_failed', { source: source.name, resource, error });
      throw error;
    }
  }

  function parseEntries<T>(resource: string, entries: unknown[], schema: z.ZodType<T>): T[] {
    return entries.flatMap((entry) => {
      const parsed = schema.safeParse(entry);
      if (parsed.success) return [parsed.data];
      log.warn('cms.entry_skipped', { resource, issue: parsed.error.issues[0]?.message });
      return [];
    });
  }

  async function findPage<T>(
    resource: string,
    query: CmsQuery,
    schema: z.ZodType<T>,
  ): Promise<{ entries: T[]; pagination: Pagination }> {
    const envelope = await readEnvelope(
      resource,
      'collection',
      { ...query, pageSize: query.pageSize ?? CMS_PAGE_SIZE },
      collectionEnvelopeSchema,
    );
    return { entries: parseEntries(resource, envelope.data, schema), pagination: envelope.meta.pagination };
  }

  return {
    source: source.name,
    findPage,

    /** Every entry: the first page tells how many pages there are, the rest come in parallel. */
    async findAll<T>(resource: string, query: CmsQuery, schema: z.ZodType<T>): Promise<T[]> {
      const pageQuery = { ...query, pageSize: CMS_FETCH_ALL_PAGE_SIZE };
      const first = await findPage(resource, { ...pageQuery, page: 1 }, schema);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.pagination.pageCount - 1) }, (_, index) =>
          findPage(resource, { ...pageQuery, page: index + 2 }, schema),
        ),
      );
      return [first, ...rest].flatMap((page) => page.entries);
    },

    async findFirst<T>(resource: string, query: CmsQuery, schema: z.ZodType<T>): Promise<T | null> {
      const { entries } = await findPage(resource, { ...query, page: 1, pageSize: 1 }, schema);
      return entries[0] ?? null;
    },

    async findSingle<T>(resource: string, query: CmsQuery, schema: z.ZodType<T>): Promise<T | null> {
      const envelope = await readEnvelope(resource, 'single', query, singleEnvelopeSchema);
      if (envelope.data === null) return null;
      return parseEntries(resource, [envelope.data], schema)[0] ?? null;
    },
  };
}

export type CmsReader = ReturnType<typeof createCmsReader>;
