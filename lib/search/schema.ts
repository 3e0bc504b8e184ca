import { z } from 'zod';
import {
  PATH_MAX_CHARS,
  SEARCH_INDEX_VERSION,
  SEARCH_KINDS,
  SUMMARY_MAX_CHARS,
  TITLE_MAX_CHARS,
  type SearchKind,
} from './constants';

/** One page search can find. */
export interface SearchDocument {
  /** A small number: MiniSearch keeps every id in the index, and numbers are the shortest. */
  id: number;
  kind: SearchKind;
  title: string;
  /** Shown under the title. */
  summary: string;
  path: string;
  /** Other names the page goes by (aliases, state codes, synonyms): searched, never shown. */
  terms: string;
  /**
   * The words searched besides title and terms: the summary where an editor wrote it, empty where
   * the summary is a template shared by a hundred pages (states, cities), whose words would only
   * grow the index and match every one of them.
   */
  text: string;
}

/** What a result shows: the fields the index stores beside its terms. */
export type SearchHit = Pick<SearchDocument, 'kind' | 'title' | 'summary' | 'path'>;

/**
 * A result becomes a link, so its path must be one of this site's: it starts with one slash, never
 * two or a backslash (which browsers read as another host), and has no scheme.
 */
const sitePathSchema = z
  .string()
  .max(PATH_MAX_CHARS)
  .regex(/^\/(?![/\\])[A-Za-z0-9\-._~/]*$/);

export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  title: z.string().min(1).max(TITLE_MAX_CHARS),
  summary: z.string().max(SUMMARY_MAX_CHARS),
  path: sitePathSchema,
});

const countSchema = z.int().min(0);
const shortIdMap = <T extends z.ZodType>(value: T) => z.record(z.string().regex(/^\d+$/), value);

/** MiniSearch 7's serialized form (its `AsPlainObject`), with the stored fields this site writes. */
const plainIndexSchema = z.object({
  documentCount: countSchema,
  nextId: countSchema,
  documentIds: shortIdMap(countSchema),
  fieldIds: z.record(z.string(), countSchema),
  fieldLength: shortIdMap(z.array(z.number().min(0))),
  averageFieldLength: z.array(z.number().min(0)),
  storedFields: shortIdMap(searchHitSchema),
  dirtCount: countSchema.optional(),
  index: z.array(z.tuple([z.string(), z.record(z.string(), shortIdMap(countSchema))])),
  serializationVersion: z.literal(2),
});

/** What GET /search/index.json answers and the browser validates before searching it. */
export const searchIndexPayloadSchema = z.object({
  version: z.literal(SEARCH_INDEX_VERSION),
  index: plainIndexSchema,
});

export type SearchIndexPayload = z.infer<typeof searchIndexPayloadSchema>;
