import { z } from 'zod';
import type { CmsQuery } from './query';
import { SLUG_PATTERN } from '@/lib/format/slug';
import { blocksSchema, type Block } from './blocks';
import type { CmsReader } from './reader';
import { EXPERTS_MAX_PAGE_SIZE, EXPERTS_PAGE_SIZE, QUESTION_IDS_MAX } from './constants';

/**
 * Experts and their answers to readers' questions: the spec's `list-experts` (questionIds[], page
 * 1, pageSize 6, withCount) and `list-expert-answers` (questionIds[], expertSlug), computed from
 * the `authors`, `expert-questions` and `expert-answers` collections so both sources serve them.
 */

const socialsSchema = z
  .object({ linkedin: z.url().nullish(), twitter: z.url().nullish(), facebook: z.url().nullish() })
  .nullish()
  .transform((socials) => ({
    linkedin: socials?.linkedin ?? null,
    twitter: socials?.twitter ?? null,
    facebook: socials?.facebook ?? null,
  }));

/** A Strapi media field, reduced to what an <img> needs. */
const photoSchema = z
  .object({ url: z.url(), alternativeText: z.string().nullish() })
  .nullish()
  .transform((photo) => (photo ? { url: photo.url, alt: photo.alternativeText ?? '' } : null));

export const expertSchema = z.object({
  slug: z.string().regex(SLUG_PATTERN),
  name: z.string().min(1),
  jobTitle: z.string().min(1),
  bio: z.string().min(1),
  photo: photoSchema,
  socials: socialsSchema,
});
export type Expert = z.infer<typeof expertSchema>;

/** A question put to the experts; its vertical says which hub it belongs to, for editors. */
export const expertQuestionSchema = z.object({
  questionId: z.int().positive(),
  question: z.string().min(1),
  vertical: z
    .string()
    .regex(/^[a-z]+$/)
    .nullish()
    .transform((vertical) => vertical ?? null),
});
type ExpertQuestion = z.infer<typeof expertQuestionSchema>;

export const expertAnswerSchema = z.object({
  documentId: z.string(),
  questionId: z.int().positive(),
  expert: z.string().regex(SLUG_PATTERN),
  answer: blocksSchema,
  answeredAt: z.iso.date(),
});

interface ExpertAnswer {
  id: string;
  questionId: number;
  expertSlug: string;
  answer: Block[];
  answeredAt: string;
}

/** Authors with their photo (media) and social links (a component), which Strapi leaves out unless asked. */
const AUTHORS_QUERY: CmsQuery = { sort: ['name:asc'], populate: { photo: true, socials: true } };

export const listExpertsParamsSchema = z.object({
  questionIds: z.array(z.int().positive()).min(1).max(QUESTION_IDS_MAX),
  page: z.int().min(1).max(1_000).default(1),
  pageSize: z.int().min(1).max(EXPERTS_MAX_PAGE_SIZE).default(EXPERTS_PAGE_SIZE),
  withCount: z.boolean().default(false),
});
type ListExpertsParams = z.input<typeof listExpertsParamsSchema>;

export const listExpertAnswersParamsSchema = z.object({
  questionIds: z.array(z.int().positive()).min(1).max(QUESTION_IDS_MAX),
  expertSlug: z.string().regex(SLUG_PATTERN).max(100),
});
type ListExpertAnswersParams = z.input<typeof listExpertAnswersParamsSchema>;

export function createExperts(reader: CmsReader) {
  const answersTo = async (questionIds: number[]) =>
    (
      await reader.findAll(
        'expert-answers',
        { filters: { questionId: { $in: questionIds } }, sort: ['answeredAt:desc'] },
        expertAnswerSchema,
      )
    ).map((raw): ExpertAnswer => ({
      id: raw.documentId,
      questionId: raw.questionId,
      expertSlug: raw.expert,
      answer: raw.answer,
      answeredAt: raw.answeredAt,
    }));

  return {
    /** Experts who answered any of the questions, most answers first, a page at a time. */
    async listExperts(params: ListExpertsParams) {
      const { questionIds, page, pageSize, withCount } = listExpertsParamsSchema.parse(params);
      const [answers, experts] = await Promise.all([
        answersTo(questionIds),
        reader.findAll('authors', AUTHORS_QUERY, expertSchema),
      ]);
      const counts = new Map<string, number>();
      for (const answer of answers) counts.set(answer.expertSlug, (counts.get(answer.expertSlug) ?? 0) + 1);
      const answering = experts
        .filter((expert) => counts.has(expert.slug))
        .sort(
          (a, b) => (counts.get(b.slug) ?? 0) - (counts.get(a.slug) ?? 0) || a.name.localeCompare(b.name),
        );
      return {
        experts: answering
          .slice((page - 1) * pageSize, page * pageSize)
          .map((expert) => (withCount ? { ...expert, answerCount: counts.get(expert.slug) ?? 0 } : expert)),
        pagination: {
          page,
          pageSize,
          pageCount: Math.max(1, Math.ceil(answering.length / pageSize)),
          total: answering.length,
        },
      };
    },

    /** One expert's answers to the questions. */
    async listExpertAnswers(params: ListExpertAnswersParams) {
      const { questionIds, expertSlug } = listExpertAnswersParamsSchema.parse(params);
      return (await answersTo(questionIds)).filter((answer) => answer.expertSlug === expertSlug);
    },

    answersTo,

    async questions(questionIds: number[]): Promise<ExpertQuestion[]> {
      const found = await reader.findAll(
        'expert-questions',
        { filters: { questionId: { $in: questionIds } } },
        expertQuestionSchema,
      );
      return questionIds.flatMap((id) => found.filter((question) => question.questionId === id));
    },

    experts: () => reader.findAll('authors', AUTHORS_QUERY, expertSchema),
  };
}
