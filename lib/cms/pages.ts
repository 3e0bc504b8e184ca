import { z } from 'zod';
import { SLUG_PATTERN } from '@/lib/format/slug';
import { seoSchema, type Seo } from './seo';
import { parseSections, type Section } from './sections';

export type { Seo };

/** `finance` is a money hub (personal loans, credit cards): at the top of the site, like `standard`. */
export const PAGE_TYPES = ['vertical', 'finance', 'standard', 'calculator', 'landing'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export interface Page {
  documentId: string;
  slug: string;
  pageType: PageType;
  title: string;
  /** The site path of the page, with the trailing slash the site uses. */
  path: string;
  updatedAt: string;
  seo: Seo;
  sections: Section[];
}

const PATH_PREFIXES: Record<PageType, string> = {
  vertical: '/insurance/',
  finance: '/',
  standard: '/',
  calculator: '/calculators/',
  landing: '/landing/',
};

export function pagePath(pageType: PageType, slug: string): string {
  return `${PATH_PREFIXES[pageType]}${slug}/`;
}

export const pageSchema = z
  .object({
    documentId: z.string(),
    slug: z.string().regex(SLUG_PATTERN),
    pageType: z.enum(PAGE_TYPES),
    title: z.string(),
    updatedAt: z.string(),
    seo: seoSchema,
    sections: z.array(z.unknown()),
  })
  .transform((raw): Page => ({
    documentId: raw.documentId,
    slug: raw.slug,
    pageType: raw.pageType,
    title: raw.title,
    path: pagePath(raw.pageType, raw.slug),
    updatedAt: raw.updatedAt,
    seo: raw.seo,
    sections: parseSections(raw.sections, `pages/${raw.slug}`),
  }));

export interface Homepage {
  title: string;
  updatedAt: string;
  seo: Seo;
  sections: Section[];
}

export const homepageSchema = z
  .object({ title: z.string(), updatedAt: z.string(), seo: seoSchema, sections: z.array(z.unknown()) })
  .transform((raw): Homepage => ({
    title: raw.title,
    updatedAt: raw.updatedAt,
    seo: raw.seo,
    sections: parseSections(raw.sections, 'homepage'),
  }));

export const promptConfigurationSchema = z.object({
  uid: z.string(),
  prompt: z.string().min(1),
  /** Offered in Charlie's empty panel; an entry without them gets the widget's fallback. */
  starterQuestions: z.array(z.string().trim().min(1).max(120)).nullish(),
});
export type PromptConfiguration = z.infer<typeof promptConfigurationSchema>;
