import { z } from 'zod';
import { placementSchema, slugSchema, stateCodeSchema } from '@/lib/format/fields';
import { log } from '@/lib/log';
import { DISPLAY_FORMATS } from '@/lib/format/display';
import { STATE_PAGE_VERTICALS } from '@/lib/insurance/states';
import { COVERAGES, LISTICLES, premiumTableQuerySchema, RATE_TABLES } from '@/lib/rates/schemas';
import { blocksSchema } from './blocks';

/**
 * Page sections come from a Strapi dynamic zone: each entry names its component in
 * `__component`. Each known component is parsed and reshaped into an app type; an unknown or
 * malformed one is logged and skipped, so a new CMS component never breaks a page.
 */

/** The spec's default sub-navigation labels for the expert and ask-a-question sections. */
const DEFAULT_SUBNAV = { expert: 'Expert Insight', ask: 'Ask your question' } as const;

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
    /** A quote form under the title: the vertical it quotes and its ad placement. */
    quote_form: z
      .object({
        vertical: z.string().regex(/^[a-z_]+$/),
        placement: placementSchema,
        button_text: nullableText,
      })
      .nullish(),
  })
  .transform((raw) => ({
    type: 'headline' as const,
    id: raw.id,
    title: raw.title,
    subtitle: raw.subtitle,
    subnav: raw.show_subnav ? { label: raw.subnav_text ?? raw.title } : null,
    quoteForm: raw.quote_form
      ? {
          vertical: raw.quote_form.vertical,
          placement: raw.quote_form.placement,
          buttonText: raw.quote_form.button_text ?? 'Get quotes',
        }
      : null,
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
    featured_expert: slugSchema.nullish(),
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

/** The CMS's row config: how many rows show at first, how many at most, and the toggle's words. */
const rowConfigSchema = z
  .object({
    maximum_rows: z.int().positive().nullish(),
    visible_rows: z.int().positive().nullish(),
    more_text: nullableText,
    less_text: nullableText,
  })
  .nullish()
  .transform((raw) => ({
    maximumRows: raw?.maximum_rows ?? null,
    visibleRows: raw?.visible_rows ?? null,
    moreText: raw?.more_text ?? 'Show more',
    lessText: raw?.less_text ?? 'Show less',
  }));
export type RowConfig = z.output<typeof rowConfigSchema>;

/** Numbered steps, each a short title and its explanation. */
const stepsSchema = z
  .object({
    __component: z.literal('sections.step-component'),
    id: z.number(),
    title: z.string(),
    steps: z.array(z.object({ id: z.number(), title: z.string(), body: blocksSchema })).min(1),
  })
  .transform((raw) => ({ type: 'step-component' as const, id: raw.id, title: raw.title, steps: raw.steps }));

/** An editor-written table: a header row and rows of text cells, with show-more by row config. */
const richTextTableSchema = z
  .object({
    __component: z.literal('sections.rich-text-table'),
    id: z.number(),
    title: z.string(),
    caption: nullableText,
    columns: z.array(z.string()).min(1).max(8),
    rows: z.array(z.object({ id: z.number(), cells: z.array(z.string()) })),
    row_config: rowConfigSchema,
  })
  .transform((raw) => ({
    type: 'rich-text-table' as const,
    id: raw.id,
    title: raw.title,
    caption: raw.caption,
    columns: raw.columns,
    // A row with a missing cell gets an empty one; extra cells are dropped.
    rows: raw.rows.map((row) => ({
      id: row.id,
      cells: raw.columns.map((_, index) => row.cells[index] ?? ''),
    })),
    rowConfig: raw.row_config,
  }));

/** What each renters insurer includes, side by side. */
const rentersCoverageSchema = z
  .object({
    __component: z.literal('sections.renters-company-coverage'),
    id: z.number(),
    title: z.string(),
    companies: z.array(
      z.object({
        id: z.number(),
        company: slugSchema,
        replacement_cost: z.boolean(),
        flood_earthquake: z.boolean(),
        buy_online: z.boolean(),
        bundle_discount: z.boolean(),
        note: nullableText,
      }),
    ),
  })
  .transform((raw) => ({
    type: 'renters-company-coverage' as const,
    id: raw.id,
    title: raw.title,
    companies: raw.companies.map((entry) => ({
      id: entry.id,
      company: entry.company,
      features: {
        replacementCost: entry.replacement_cost,
        floodEarthquake: entry.flood_earthquake,
        buyOnline: entry.buy_online,
        bundleDiscount: entry.bundle_discount,
      },
      note: entry.note,
    })),
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
export type RankingType = (typeof RANKING_TYPES)[number];

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
        company: slugSchema,
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
    state: stateCodeSchema.nullish(),
  })
  .transform((raw) => ({
    type: 'city-links' as const,
    id: raw.id,
    title: raw.title,
    state: raw.state ?? null,
  }));

/** The calculators, one CMS component each; the page shows the calculator named by the component. */
export const CALCULATORS = [
  'personal-loan',
  'mortgage',
  'car-insurance',
  'cash-back',
  'cost-of-living',
  'fha-loan',
  'fha-refinance',
  'pmi',
  'compound-interest',
] as const;
export type CalculatorKind = (typeof CALCULATORS)[number];

const calculatorSchema = <K extends CalculatorKind>(kind: K) =>
  z
    .object({
      __component: z.literal(`sections.${kind}-calculator`),
      id: z.number(),
      title: z.string(),
      intro: nullableText,
    })
    .transform((raw) => ({
      type: 'calculator' as const,
      id: raw.id,
      calculator: kind as CalculatorKind,
      title: raw.title,
      intro: raw.intro,
    }));

/** Credit cards from the rates data, shown as a table, as cards, or side by side. */
const creditCardsSchema = <D extends 'table' | 'cards' | 'comparison'>(display: D) =>
  z
    .object({
      __component: z.literal(`sections.credit-card-${display === 'table' ? 'tables' : display}`),
      id: z.number(),
      title: z.string(),
      card_type: z
        .string()
        .regex(/^[a-z_]+$/)
        .nullish(),
      card_ids: z.array(slugSchema).max(4).nullish(),
      row_config: rowConfigSchema,
    })
    .transform((raw) => ({
      type: 'credit-cards' as const,
      id: raw.id,
      display: display as 'table' | 'cards' | 'comparison',
      title: raw.title,
      cardType: raw.card_type ?? null,
      cardIds: raw.card_ids ?? null,
      rowConfig: raw.row_config,
    }));

/** Lenders from the rates data for one vertical, ranked by one of the listicle orders. */
const lenderListicleSchema = z
  .object({
    __component: z.literal('sections.lender-listicle'),
    id: z.number(),
    title: z.string(),
    vertical: slugSchema,
    listicle: z.enum(LISTICLES),
    row_config: rowConfigSchema,
  })
  .transform((raw) => ({
    type: 'lender-listicle' as const,
    id: raw.id,
    title: raw.title,
    vertical: raw.vertical,
    listicle: raw.listicle,
    rowConfig: raw.row_config,
  }));

/** A rates table queried the way the rds-files tables are, with the editor's columns and formats. */
const databaseQueryListicleSchema = z
  .object({
    __component: z.literal('sections.database-query-listicle'),
    id: z.number(),
    title: z.string(),
    caption: nullableText,
    table_name: z.enum(RATE_TABLES),
    query: premiumTableQuerySchema.extend({ coverage: z.enum(COVERAGES).nullish() }),
    columns: z
      .array(
        z.object({
          column_name: z.enum([
            'rank',
            'company',
            'city',
            'state',
            'age',
            'coverage',
            'annual_premium',
            'monthly_premium',
          ]),
          column_header: z.string(),
          format: z.enum(DISPLAY_FORMATS),
        }),
      )
      .min(1)
      .max(8),
    row_config: rowConfigSchema,
  })
  .transform((raw) => ({
    type: 'database-query-listicle' as const,
    id: raw.id,
    title: raw.title,
    caption: raw.caption,
    table: raw.table_name,
    query: raw.query,
    columns: raw.columns.map((column) => ({
      name: column.column_name,
      header: column.column_header,
      format: column.format,
    })),
    rowConfig: raw.row_config,
  }));

/** Links to every state's page of one vertical. */
const stateLinksSchema = z
  .object({
    __component: z.literal('sections.state-links'),
    id: z.number(),
    title: z.string(),
    vertical: z.enum(STATE_PAGE_VERTICALS),
  })
  .transform((raw) => ({
    type: 'state-links' as const,
    id: raw.id,
    title: raw.title,
    vertical: raw.vertical,
  }));

/** The "Do not sell or share" switch, placed where the editor puts it on the page. */
const privacyChoicesSchema = z
  .object({ __component: z.literal('sections.privacy-choices'), id: z.number(), title: z.string() })
  .transform((raw) => ({ type: 'privacy-choices' as const, id: raw.id, title: raw.title }));

export const sectionSchemas = {
  'sections.headline': headlineSchema,
  'sections.rich-text': richTextSchema,
  'sections.vertical-cards': verticalCardsSchema,
  'sections.city-links': cityLinksSchema,
  'sections.state-links': stateLinksSchema,
  'sections.editorial-ranking': editorialRankingSchema,
  'sections.experts-qa': expertsQaSchema,
  'sections.ask-a-question': askQuestionSchema,
  'sections.step-component': stepsSchema,
  'sections.rich-text-table': richTextTableSchema,
  'sections.renters-company-coverage': rentersCoverageSchema,
  'sections.credit-card-tables': creditCardsSchema('table'),
  'sections.credit-card-cards': creditCardsSchema('cards'),
  'sections.credit-card-comparison': creditCardsSchema('comparison'),
  'sections.lender-listicle': lenderListicleSchema,
  'sections.database-query-listicle': databaseQueryListicleSchema,
  'sections.personal-loan-calculator': calculatorSchema('personal-loan'),
  'sections.mortgage-calculator': calculatorSchema('mortgage'),
  'sections.car-insurance-calculator': calculatorSchema('car-insurance'),
  'sections.cash-back-calculator': calculatorSchema('cash-back'),
  'sections.cost-of-living-calculator': calculatorSchema('cost-of-living'),
  'sections.fha-loan-calculator': calculatorSchema('fha-loan'),
  'sections.fha-refinance-calculator': calculatorSchema('fha-refinance'),
  'sections.pmi-calculator': calculatorSchema('pmi'),
  'sections.compound-interest-calculator': calculatorSchema('compound-interest'),
  'sections.privacy-choices': privacyChoicesSchema,
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

/**
 * The page's contents as its sections title them: every section but the headline (the page's h1)
 * shows its title as an h2, and its element carries its anchor.
 */
export function sectionContents(sections: Section[]): { id: string; label: string }[] {
  return sections.flatMap((section) =>
    section.type !== 'headline' && section.title
      ? [{ id: sectionAnchor(section), label: section.title }]
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
