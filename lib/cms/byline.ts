import { z } from 'zod';
import { SLUG_PATTERN } from '@/lib/format/slug';

/**
 * Who wrote a guide or review and which expert checked it: Strapi relations to `authors`,
 * populated with the few fields a byline shows. Optional, so an entry an editor has not yet
 * assigned still renders, without a byline.
 */
const personSchema = z
  .object({ slug: z.string().regex(SLUG_PATTERN), name: z.string().min(1), jobTitle: z.string().min(1) })
  .transform((person) => ({ slug: person.slug, name: person.name, jobTitle: person.jobTitle }));

export const bylineFields = {
  author: personSchema.nullish().transform((person) => person ?? null),
  reviewer: personSchema.nullish().transform((person) => person ?? null),
};

export type BylinePerson = z.infer<typeof personSchema>;

export interface Byline {
  author: BylinePerson | null;
  reviewer: BylinePerson | null;
}

/** What the Strapi queries populate for a byline. */
export const BYLINE_POPULATE = {
  author: { fields: ['slug', 'name', 'jobTitle'] },
  reviewer: { fields: ['slug', 'name', 'jobTitle'] },
} as const;

export const authorPath = (slug: string) => `/authors/${slug}/`;
