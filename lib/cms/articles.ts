import { z } from 'zod';
import { seoSchema, type Seo } from './seo';
import { SLUG_PATTERN } from '@/lib/format/slug';
import { blocksSchema, type Block } from './blocks';
import { bylineFields, type Byline } from './byline';
import { financeByHub } from '@/lib/finance/verticals';

/** A guide: the site's explanatory articles, which Charlie's local provider also answers from. */
export interface Article {
  documentId: string;
  slug: string;
  title: string;
  vertical: string;
  /** The topic the guide is listed under on its hub and guides index (lib/cms/guide-topics.ts). */
  topic: string | null;
  summary: string;
  /** The date an editor last checked the article, YYYY-MM-DD. */
  reviewedAt: string;
  path: string;
  seo: Seo;
  body: Block[];
  byline: Byline;
}

/** A vertical's guides: an insurance vertical's under `/insurance/{vertical}/`, a money hub's under `/{hub}/`. */
export const guidesIndexPath = (vertical: string) =>
  financeByHub(vertical) ? `/${vertical}/guides/` : `/insurance/${vertical}/guides/`;

export const articlePath = (vertical: string, slug: string) => `${guidesIndexPath(vertical)}${slug}/`;

export const articleSchema = z
  .object({
    documentId: z.string(),
    slug: z.string().regex(SLUG_PATTERN),
    title: z.string().min(1),
    vertical: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
    topic: z.string().min(1).nullish(),
    summary: z.string().min(1),
    reviewedAt: z.iso.date(),
    seo: seoSchema,
    body: blocksSchema,
    ...bylineFields,
  })
  .transform((raw): Article => ({
    documentId: raw.documentId,
    slug: raw.slug,
    title: raw.title,
    vertical: raw.vertical,
    topic: raw.topic ?? null,
    summary: raw.summary,
    reviewedAt: raw.reviewedAt,
    path: articlePath(raw.vertical, raw.slug),
    seo: raw.seo,
    body: raw.body,
    byline: { author: raw.author, reviewer: raw.reviewer },
  }));
