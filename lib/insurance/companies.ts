import { z } from 'zod';
import raw from '@/data/insurance/companies.json';
import { SLUG_PATTERN, slugify } from '@/lib/format/slug';

/** The companies the site reviews, and which review lists each belongs to (data/insurance/companies.json). */
const companySchema = z.object({
  id: z.string().regex(SLUG_PATTERN),
  name: z.string().min(1),
  founded: z.int().min(1700).max(2100),
  headquarters: z.string().min(1),
  parent: z.string().nullable(),
  website: z.url(),
  aliases: z.array(z.string()),
});
export type Company = z.infer<typeof companySchema> & { logo: string };

export const REVIEW_VERTICALS = ['auto', 'homeowners', 'life', 'renters'] as const;
export type ReviewVertical = (typeof REVIEW_VERTICALS)[number];

const data = z
  .object({
    companies: z.array(companySchema),
    lists: z.object({
      auto: z.array(z.string()).length(15),
      homeowners: z.array(z.string()).min(1),
      life: z.array(z.string()).min(1),
      renters: z.array(z.string()).min(1),
    }),
  })
  .parse(raw);

const byId = new Map(
  data.companies.map((company) => [company.id, { ...company, logo: `/logos/${company.id}.svg` }]),
);
for (const [vertical, ids] of Object.entries(data.lists)) {
  for (const id of ids)
    if (!byId.has(id)) throw new Error(`companies.json: ${vertical} lists unknown company ${id}`);
}

export const company = (id: string): Company | null => byId.get(id) ?? null;

/** Companies by the other names they go by, as address slugs ("erie" for Erie Insurance). */
const byAlias = new Map(
  [...byId.values()].flatMap((entry) =>
    [entry.name, ...entry.aliases]
      .map(slugify)
      .filter((slug) => slug !== entry.id)
      .map((slug) => [slug, entry] as const),
  ),
);

/** The company an address names by another of its names, or null. */
export const companyByAlias = (slug: string): Company | null => byAlias.get(slug) ?? null;

/** The companies reviewed for a vertical, in the list's order. */
export const reviewedCompanies = (vertical: ReviewVertical): Company[] =>
  data.lists[vertical].map((id) => byId.get(id)).filter((entry): entry is Company => entry !== undefined);

export const isReviewVertical = (value: string): value is ReviewVertical =>
  (REVIEW_VERTICALS as readonly string[]).includes(value);

/** Renters reviews have their own address form in the spec. */
export const RENTERS_REVIEW_SUFFIX = '-renters-insurance-review';

export const reviewPath = (vertical: ReviewVertical, companyId: string) =>
  vertical === 'renters'
    ? `/insurance/renters/${companyId}${RENTERS_REVIEW_SUFFIX}/`
    : `/insurance/${vertical}/reviews/${companyId}/`;
