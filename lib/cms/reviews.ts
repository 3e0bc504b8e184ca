import { z } from 'zod';
import { seoSchema, type Seo } from './seo';
import { SLUG_PATTERN } from '@/lib/format/slug';
import { REVIEW_VERTICALS, reviewPath, type ReviewVertical } from '@/lib/insurance/companies';
import { blocksSchema, type Block } from './blocks';
import { bylineFields, type Byline } from './byline';
import { factorScoreSchema, type FactorScore } from './review-scores';

/** An editorial company review: one company in one vertical. */
export interface Review {
  documentId: string;
  companyId: string;
  vertical: ReviewVertical;
  title: string;
  /** Our editors' score out of 5 (sample data on the embedded content). */
  rating: number;
  bestFor: string;
  summary: string;
  pros: string[];
  cons: string[];
  reviewedAt: string;
  path: string;
  seo: Seo;
  body: Block[];
  /** The factors the rating is made of, in the vertical's order; empty until an editor scores them. */
  scores: FactorScore[];
  byline: Byline;
}

export const reviewSchema = z
  .object({
    documentId: z.string(),
    company: z.string().regex(SLUG_PATTERN),
    vertical: z.enum(REVIEW_VERTICALS),
    title: z.string().min(1),
    rating: z.number().min(0).max(5),
    bestFor: z.string().min(1),
    summary: z.string().min(1),
    pros: z.array(z.string().min(1)),
    cons: z.array(z.string().min(1)),
    reviewedAt: z.iso.date(),
    seo: seoSchema,
    body: blocksSchema,
    scores: z.array(factorScoreSchema).nullish(),
    ...bylineFields,
  })
  .transform((raw): Review => ({
    documentId: raw.documentId,
    companyId: raw.company,
    vertical: raw.vertical,
    title: raw.title,
    rating: raw.rating,
    bestFor: raw.bestFor,
    summary: raw.summary,
    pros: raw.pros,
    cons: raw.cons,
    reviewedAt: raw.reviewedAt,
    path: reviewPath(raw.vertical, raw.company),
    seo: raw.seo,
    body: raw.body,
    scores: raw.scores ?? [],
    byline: { author: raw.author, reviewer: raw.reviewer },
  }));
