import { z } from 'zod';

/** Strapi v5's response envelopes. Entries stay unknown here; each content type parses its own. */
const paginationSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().min(0),
  total: z.number().int().min(0),
});

export const collectionEnvelopeSchema = z.object({
  data: z.array(z.unknown()),
  meta: z.object({ pagination: paginationSchema }),
});

export const singleEnvelopeSchema = z.object({ data: z.unknown().nullable() });

export type Pagination = z.infer<typeof paginationSchema>;
