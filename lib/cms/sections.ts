import { z } from 'zod';
import { log } from '@/lib/log';
import { blocksSchema } from './blocks';

/**
 * Page sections come from a Strapi dynamic zone: each entry names its component in
 * `__component`. Each known component is parsed and reshaped into an app type; an unknown or
 * malformed one is logged and skipped, so a new CMS component never breaks a page.
 */

/** The spec's default sub-navigation labels for the expert and ask-a-question sections. */
export const DEFAULT_SUBNAV = { expert: 'Expert Insight', ask: 'Ask your question' } as const;

const nullableText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

const headlineSchema = z
  .object({
    __component: z.literal('sections.headline'),
    id: z.number(),
    title: z.string(),
    subtitle: nullableText,
    show_subnav: z.boolean().nullish(),
    subnav_text: nullableText,
  })
  .transform((raw) => ({
    type: 'headline' as const,
    id: raw.id,
    title: raw.title,
    subtitle: raw.subtitle,
    subnav: raw.show_subnav ? { label: raw.subnav_text ?? raw.title } : null,
  }));

const richTextSchema = z
  .object({
    __component: z.literal('sections.rich-text'),
    id: z.number(),
    title: nullableText,
    body: blocksSchema,
  })
  .transform((raw) => ({ type: 'rich-text' as const, id: raw.id, title: raw.title, body: raw.body }));

const verticalCardsSchema = z
  .object({
    __component: z.literal('sections.vertical-cards'),
    id: z.number(),
    title: z.string(),
    items: z.array(
      z.object({
        id: z.number(),
        vertical: z.string().regex(/^[a-z]+$/),
        name: z.string(),
        description: z.string(),
      }),
    ),
  })
  .transform((raw) => ({ type: 'vertical-cards' as const, id: raw.id, title: raw.title, items: raw.items }));

/** Q&A from the site's experts on chosen questions, one expert featured. */
const expertsQaSchema = z
  .object({
    __component: z.literal('sections.experts-qa'),
    id: z.number(),
    title: z.string(),
    question_ids: z.array(z.int().positive()).min(1).max(20),
    featured_expert: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .nullish(),
    show_subnav: z.boolean().nullish(),
    subnav_text: nullableText,
  })
  .transform((raw) => ({
    type: 'experts-qa' as const,
    id: raw.id,
    title: raw.title,
    questionIds: raw.question_ids,
    featuredExpert: raw.featured_expert ?? null,
    subnav: raw.show_subnav === false ? null : { label: raw.subnav_text ?? DEFAULT_SUBNAV.expert },
  }));

/** A box where a reader types a question, which Charlie answers. */
const askQuestionSchema = z
  .object({
    __component: z.literal('sections.ask-a-question'),
    id: z.number(),
    title: z.string(),
    intro: nullableText,
    show_subnav: z.boolean().nullish(),
    subnav_text: nullableText,
  })
  .transform((raw) => ({
    type: 'ask-a-question' as const,
    id: raw.id,
    title: raw.title,
    intro: raw.intro,
    subnav: raw.show_subnav === false ? null : { label: raw.subnav_text ?? DEFAULT_SUBNAV.ask },
  }));

export const RANKING_TYPES = [
  'auto_insurance',
  'home_insurance',
  'renters_insurance',
  'motorcycle_insurance',
  'health_insurance',
  'life_insurance',
  'pet_insurance',
  'personal_insurance',
  'mortgage_insurance',
  'mortgage_refinance',
  'debt_consolidation',
  'mortgage_calculator',
  'small_business_insurance',
] as const;

/** An editors' ranked list of companies, each with why it made the list. */
const editorialRankingSchema = z
  .object({
    __component: z.literal('sections.editorial-ranking'),
    id: z.number(),
    title: z.string(),
    ranking_type: z.enum(RANKING_TYPES),
    items: z.array(
      z.object({
        id: z.number(),
        company: z.string().regex(/^[a-z0-9-]+$/),
        headline: z.string(),
        blurb: nullableText,
      }),
    ),
  })
  .transform((raw) => ({
    type: 'editorial-ranking' as const,
    id: raw.id,
    title: raw.title,
    rankingType: raw.ranking_type,
    items: raw.items,
  }));

/** Links to the cheap car insurance pages of cities: one state's, or every state's grouped. */
const cityLinksSchema = z
  .object({
    __component: z.literal('sections.city-links'),
    id: z.number(),
    title: z.string(),
    state: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullish(),
  })
  .transform((raw) => ({
    type: 'city-links' as const,
    id: raw.id,
    title: raw.title,
    state: raw.state ?? null,
  }));

const sectionSchemas = {
  'sections.headline': headlineSchema,
  'sections.rich-text': richTextSchema,
  'sections.vertical-cards': verticalCardsSchema,
  'sections.city-links': cityLinksSchema,
  'sections.editorial-ranking': editorialRankingSchema,
  'sections.experts-qa': expertsQaSchema,
  'sections.ask-a-question': askQuestionSchema,
};

export type Section = z.output<(typeof sectionSchemas)[keyof typeof sectionSchemas]>;
export type SectionOf<T extends Section['type']> = Extract<Section, { type: T }>;

/** Where a section can be reached from the page's sub-navigation, and under what label. */
export const sectionAnchor = (section: Section) => `section-${section.type}-${section.id}`;

export function subnavEntries(sections: Section[]): { anchor: string; label: string }[] {
  return sections.flatMap((section) =>
    'subnav' in section && section.subnav
      ? [{ anchor: sectionAnchor(section), label: section.subnav.label }]
      : [],
  );
}

const componentName = z.object({ __component: z.string() });

export function parseSections(raw: unknown[], context: string): Section[] {
  return raw.flatMap((entry): Section[] => {
    const name = componentName.safeParse(entry);
    const schema = name.success
      ? sectionSchemas[name.data.__component as keyof typeof sectionSchemas]
      : undefined;
    if (!schema) {
      log.warn('cms.section_unknown', { context, component: name.success ? name.data.__component : null });
      return [];
    }
    const parsed = schema.safeParse(entry);
    if (!parsed.success) {
      log.warn('cms.section_invalid', {
        context,
        component: name.data?.__component,
        issue: parsed.error.issues[0]?.message,
      });
      return [];
    }
    return [parsed.data];
  });
}
