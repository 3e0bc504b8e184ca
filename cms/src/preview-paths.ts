/**
 * The site path of each content type's entry, for Strapi's Preview panel. These mirror the site's
 * own path functions (lib/cms/pages.ts, lib/cms/articles.ts, lib/insurance/companies.ts,
 * lib/cms/byline.ts); the site's test suite checks every seeded entry gives the same path here as
 * there, so the two cannot drift. A plain module: the site's tests import it without Strapi.
 */

type Fields = Record<string, unknown>;

const text = (fields: Fields, name: string) => {
  const value = fields[name];
  return typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? value : null;
};

const PAGE_PREFIXES: Record<string, string> = {
  vertical: '/insurance/',
  finance: '/',
  standard: '/',
  calculator: '/calculators/',
  landing: '/landing/',
};

/** The money hubs (the site's lib/finance/verticals.ts): their guides are under the hub, at the top. */
const MONEY_HUBS = [
  'personal-loans',
  'student-loans',
  'auto-loans',
  'business-loans',
  'mortgages',
  'credit-cards',
  'banking',
];

/** Renters reviews have their own address form in the site's spec. */
const RENTERS_REVIEW_SUFFIX = '-renters-insurance-review';

/** The path on the site that shows `document` of content type `uid`, or null for none. */
export function sitePathOf(uid: string, document: Fields | null | undefined): string | null {
  if (!document) return null;
  switch (uid) {
    case 'api::homepage.homepage':
      return '/';
    case 'api::page.page': {
      const slug = text(document, 'slug');
      const prefix = PAGE_PREFIXES[String(document.pageType)];
      return slug && prefix ? `${prefix}${slug}/` : null;
    }
    case 'api::article.article': {
      const slug = text(document, 'slug');
      const vertical = text(document, 'vertical');
      if (!slug || !vertical) return null;
      return MONEY_HUBS.includes(vertical)
        ? `/${vertical}/guides/${slug}/`
        : `/insurance/${vertical}/guides/${slug}/`;
    }
    case 'api::review.review': {
      const company = text(document, 'company');
      const vertical = text(document, 'vertical');
      if (!company || !vertical) return null;
      return vertical === 'renters'
        ? `/insurance/renters/${company}${RENTERS_REVIEW_SUFFIX}/`
        : `/insurance/${vertical}/reviews/${company}/`;
    }
    case 'api::author.author': {
      const slug = text(document, 'slug');
      return slug ? `/authors/${slug}/` : null;
    }
    default:
      return null;
  }
}
