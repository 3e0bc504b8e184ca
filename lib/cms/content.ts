import { BYLINE_POPULATE } from './byline';
import 'server-only';
import { cache } from 'react';
import { articleSchema } from './articles';
import { cmsCompanySchema, verticalConfigSchema, type CompanyType } from './companies';
import { AGENT_PROMPT_UID } from './constants';
import { createExperts } from './experts';
import { homepageSchema, pageSchema, promptConfigurationSchema, type PageType } from './pages';
import type { CmsQuery } from './query';
import { qaEntrySchema } from './qa-entries';
import { createCmsReader, type CmsReader } from './reader';
import { reviewSchema } from './reviews';
import { getCmsSource } from './source-for-config';

/** What a page needs from Strapi: its SEO component and every dynamic-zone section one level deep. */
const PAGE_POPULATE: CmsQuery['populate'] = { seo: { populate: '*' }, sections: { populate: '*' } };

interface ReadOptions {
  /** Editors' preview: read drafts instead of published content. */
  draft?: boolean;
}

const status = (options: ReadOptions = {}) => (options.draft ? 'draft' : 'published');

/**
 * Lists in one order whichever database serves them: Strapi sorts text by the database's collation
 * (SQLite compares bytes, so "EPLI" comes before "Employer"; Postgres follows its locale).
 */
const sortedBy =
  <T>(key: (item: T) => string) =>
  (items: T[]) =>
    items.toSorted((a, b) => key(a).localeCompare(key(b)));

/** The site's content, whichever source serves it. */
export function createContent(reader: CmsReader) {
  return {
    getHomepage: (options?: ReadOptions) =>
      reader.findSingle('homepage', { populate: PAGE_POPULATE, status: status(options) }, homepageSchema),

    getPage: (pageType: PageType, slug: string, options?: ReadOptions) =>
      reader.findFirst(
        'pages',
        {
          filters: { slug: { $eq: slug }, pageType: { $eq: pageType } },
          populate: PAGE_POPULATE,
          status: status(options),
        },
        pageSchema,
      ),

    listPages: (pageType?: PageType) =>
      reader
        .findAll(
          'pages',
          {
            filters: pageType ? { pageType: { $eq: pageType } } : undefined,
            populate: PAGE_POPULATE,
            sort: ['slug:asc'],
          },
          pageSchema,
        )
        .then(sortedBy((page) => page.slug)),

    getArticle: (vertical: string, slug: string, options?: ReadOptions) =>
      reader.findFirst(
        'articles',
        {
          filters: { vertical: { $eq: vertical }, slug: { $eq: slug } },
          populate: { seo: { populate: '*' }, ...BYLINE_POPULATE },
          status: status(options),
        },
        articleSchema,
      ),

    listArticles: (vertical?: string) =>
      reader
        .findAll(
          'articles',
          {
            filters: vertical ? { vertical: { $eq: vertical } } : undefined,
            populate: { seo: { populate: '*' }, ...BYLINE_POPULATE },
            sort: ['title:asc'],
          },
          articleSchema,
        )
        .then(sortedBy((article) => article.title)),

    /** Question-and-answer entries: of one guide, of one vertical, or all of them. */
    listQaEntries: (filter: { vertical?: string; guide?: string } = {}) =>
      reader
        .findAll(
          'qa-entries',
          {
            filters: {
              ...(filter.vertical ? { vertical: { $eq: filter.vertical } } : {}),
              ...(filter.guide ? { guide: { $eq: filter.guide } } : {}),
            },
            sort: ['slug:asc'],
          },
          qaEntrySchema,
        )
        .then(sortedBy((entry) => entry.slug)),

    getReview: (vertical: string, companyId: string, options?: ReadOptions) =>
      reader.findFirst(
        'reviews',
        {
          filters: { vertical: { $eq: vertical }, company: { $eq: companyId } },
          populate: { seo: { populate: '*' }, scores: true, ...BYLINE_POPULATE },
          status: status(options),
        },
        reviewSchema,
      ),

    listReviews: (vertical?: string) =>
      reader
        .findAll(
          'reviews',
          {
            filters: vertical ? { vertical: { $eq: vertical } } : undefined,
            populate: { seo: { populate: '*' }, scores: true, ...BYLINE_POPULATE },
            sort: ['title:asc'],
          },
          reviewSchema,
        )
        .then(sortedBy((review) => review.title)),

    /** The companies editors keep: insurers, lenders, card issuers and banks, or one type of them. */
    listCompanies: (type?: CompanyType) =>
      reader
        .findAll(
          'companies',
          {
            filters: type ? { type: { $eq: type } } : undefined,
            populate: { Large_logo: true },
            sort: ['slug:asc'],
          },
          cmsCompanySchema,
        )
        .then(sortedBy((company) => company.slug)),

    /** Each vertical's rates API addresses and whether it has state pages. */
    listVerticalConfigs: () =>
      reader
        .findAll('vertical-configs', { sort: ['vertical:asc'] }, verticalConfigSchema)
        .then(sortedBy((config) => config.vertical)),

    experts: createExperts(reader),

    /** Charlie's published prompt configuration (the agent prompt and starting questions), or null. */
    getPromptConfiguration: () =>
      reader.findFirst(
        'prompt-configurations',
        { filters: { uid: { $eq: AGENT_PROMPT_UID } }, status: 'published' },
        promptConfigurationSchema,
      ),

    /** The published agent prompt for Charlie, or null when none is published. */
    async getAgentPrompt(): Promise<string | null> {
      const configuration = await reader.findFirst(
        'prompt-configurations',
        { filters: { uid: { $eq: AGENT_PROMPT_UID } }, status: 'published' },
        promptConfigurationSchema,
      );
      return configuration?.prompt ?? null;
    },
  };
}

export type Content = ReturnType<typeof createContent>;

let content: Content | undefined;
function current(): Content {
  content ??= createContent(createCmsReader(getCmsSource()));
  return content;
}

// React's cache() shares one read between the layout, the page and generateMetadata of a request.
// Its key is the arguments' identity, so these take a plain `draft` flag rather than an options object.
export const getHomepage = cache((draft: boolean = false) => current().getHomepage({ draft }));
export const getPage = cache((pageType: PageType, slug: string, draft: boolean = false) =>
  current().getPage(pageType, slug, { draft }),
);
export const listPages = cache((pageType?: PageType) => current().listPages(pageType));

/** The page of the first of `pageTypes` that has `slug`: the site's top level holds two page types. */
export async function firstPage(pageTypes: readonly PageType[], slug: string, draft = false) {
  for (const pageType of pageTypes) {
    const page = await getPage(pageType, slug, draft);
    if (page) return page;
  }
  return null;
}
export const getArticle = cache((vertical: string, slug: string, draft: boolean = false) =>
  current().getArticle(vertical, slug, { draft }),
);
export const listArticles = cache((vertical?: string) => current().listArticles(vertical));
export const listQaEntries = cache((vertical?: string, guide?: string) =>
  current().listQaEntries({ vertical, guide }),
);
export const getReview = cache((vertical: string, companyId: string, draft: boolean = false) =>
  current().getReview(vertical, companyId, { draft }),
);
export const listReviews = cache((vertical?: string) => current().listReviews(vertical));
export const listCompanies = cache((type?: CompanyType) => current().listCompanies(type));
export const listVerticalConfigs = cache(() => current().listVerticalConfigs());
export const getAgentPrompt = () => current().getAgentPrompt();
export const getPromptConfiguration = cache(() => current().getPromptConfiguration());
/** Experts and their answers (list-experts and list-expert-answers). */
export const experts = () => current().experts;
