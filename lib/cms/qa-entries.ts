import { z } from 'zod';
import { SLUG_PATTERN } from '@/lib/format/slug';
import { articlePath } from './articles';
import { QA_ANSWER_MAX_CHARS } from './constants';

/**
 * A question-and-answer entry: a quick factual question visitors ask, the other ways they ask
 * it, and a short complete answer. Each belongs to one guide, which shows it under "Common
 * questions", and Charlie answers from it word for word.
 */
export interface QaEntry {
  documentId: string;
  slug: string;
  vertical: string;
  question: string;
  paraphrases: string[];
  answer: string;
  /** The guide's slug, in the same vertical. */
  guide: string;
  /** Where the entry is shown: its guide, at the entry's own anchor. */
  path: string;
}

export const qaAnchor = (slug: string) => `faq-${slug}`;

export const qaEntrySchema = z
  .object({
    documentId: z.string(),
    slug: z.string().regex(SLUG_PATTERN),
    vertical: z.string().regex(/^[a-z]+$/),
    question: z.string().min(1).max(300),
    paraphrases: z.array(z.string().min(1).max(300)).max(30),
    answer: z.string().min(1).max(QA_ANSWER_MAX_CHARS),
    guide: z.string().regex(SLUG_PATTERN),
  })
  .transform((raw): QaEntry => ({
    ...raw,
    path: `${articlePath(raw.vertical, raw.guide)}#${qaAnchor(raw.slug)}`,
  }));
