import 'server-only';
import type { Article } from '@/lib/cms/articles';
import { listArticles, listPages, listReviews } from '@/lib/cms/content';
import { pagePath, type Page } from '@/lib/cms/pages';
import type { Review } from '@/lib/cms/reviews';
import { excerpt } from '@/lib/format/excerpt';
import { COMPANY_ALIASES } from '@/lib/insurance/aliases';
import { cities, cityPagePath } from '@/lib/insurance/cities';
import { REVIEW_VERTICALS, reviewedCompanies, type Company } from '@/lib/insurance/companies';
import { liabilityLimits, STATE_MINIMUMS_PATH } from '@/lib/insurance/state-minimums';
import { STATE_PAGE_VERTICALS, statePagePath, states } from '@/lib/insurance/states';
import { SUMMARY_MAX_WORDS } from './constants';
import { SEARCH_SUMMARIES } from './messages';
import type { SearchDocument } from './schema';
import { COMPARE_MATCHES_PATH } from '@/lib/quotes/constants';

/**
 * The search documents, built on the server from the content layer (lib/cms/content), so the index
 * covers the embedded content and Strapi alike, and from the insurance tables for companies,
 * states and cities. Decisions:
 *
 * - Kinds: guides, reviews, companies, state pages (car, homeowners and Medicare supplement for
 *   each state and DC), city pages, calculators, and "page" for the vertical hubs and the site's
 *   own pages (about, press, privacy), which visitors look for by name too. Landing pages are
 *   campaign destinations and stay out.
 * - A company links to its review (in the review lists' vertical order, so State Farm is its auto
 *   review), else to compare-matches when it sells car insurance, else to its vertical's hub.
 * - Summaries are cut to SUMMARY_MAX_WORDS; reviews use their one-line "best for" instead of the
 *   long summary. Bodies are never read: the index ships to browsers. An editor's summary is
 *   searched in full; the summaries written here from templates (companies, states, cities) are
 *   shown but not searched, since they say nothing the title and terms do not.
 * - Terms hold what a page is also called: company aliases, state codes and names, a city's other
 *   names, and each vertical's everyday words ("car" for auto), so "auto insurance ohio" finds
 *   "Car insurance in Ohio".
 */

const VERTICAL_TERMS: Readonly<Record<string, string>> = {
  auto: 'auto car vehicle',
  home: 'home homeowners house',
  homeowners: 'home homeowners house',
  renters: 'renters renting apartment tenant',
  life: 'life',
  health: 'health medical medicare',
  pet: 'pet dog cat',
  motorcycle: 'motorcycle motorbike',
  business: 'business commercial',
  smb: 'small business commercial',
};

const verticalTerms = (vertical: string) => VERTICAL_TERMS[vertical] ?? vertical;

const STATE_PAGE_TERMS = {
  auto: `${verticalTerms('auto')} minimum requirements laws`,
  homeowners: verticalTerms('homeowners'),
  health: 'medicare medigap supplement',
} as const;

const summaryOf = (text: string) => excerpt(text, SUMMARY_MAX_WORDS);

const joinTerms = (...terms: (string | null | undefined)[]) =>
  [...new Set(terms.filter((term): term is string => Boolean(term)))].join(' ');

/** "auto, homeowners and renters": the site writes lists without a serial comma. */
function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** A company's other names: its own aliases and the rate tables' (lib/insurance/aliases). */
const companyAliases = (company: Company) =>
  joinTerms(
    ...company.aliases,
    ...Object.entries(COMPANY_ALIASES)
      .filter(([, name]) => name === company.name)
      .map(([alias]) => alias),
  );

/** Every reviewed company once, in the review lists' order. */
function listedCompanies(): { company: Company; verticals: string[] }[] {
  const byId = new Map<string, { company: Company; verticals: string[] }>();
  for (const vertical of REVIEW_VERTICALS) {
    for (const company of reviewedCompanies(vertical)) {
      const entry = byId.get(company.id) ?? { company, verticals: [] };
      entry.verticals.push(vertical);
      byId.set(company.id, entry);
    }
  }
  return [...byId.values()];
}

type Draft = Omit<SearchDocument, 'id'>;

function reviewDocuments(reviews: readonly Review[], companies: Map<string, Company>): Draft[] {
  return reviews.map((review) => {
    const company = companies.get(review.companyId);
    const summary = summaryOf(SEARCH_SUMMARIES.reviewBestFor(review.bestFor));
    return {
      kind: 'review',
      title: review.title,
      summary,
      text: summary,
      path: review.path,
      // The company's name is already in the title; only its other names are added.
      terms: joinTerms(company && companyAliases(company), verticalTerms(review.vertical)),
    };
  });
}

function companyDocuments(reviews: readonly Review[], pages: readonly Page[]): Draft[] {
  const hubs = new Set(pages.filter((page) => page.pageType === 'vertical').map((page) => page.path));
  return listedCompanies().map(({ company, verticals }) => {
    const own = REVIEW_VERTICALS.flatMap((vertical) =>
      reviews.filter((review) => review.companyId === company.id && review.vertical === vertical),
    );
    const facts = SEARCH_SUMMARIES.companyFacts(company.founded, company.headquarters);
    const hub = verticals.map((vertical) => pagePath('vertical', vertical)).find((path) => hubs.has(path));
    const path = own[0]?.path ?? (verticals.includes('auto') || !hub ? COMPARE_MATCHES_PATH : hub);
    return {
      kind: 'company',
      title: company.name,
      summary: summaryOf(
        own.length > 0
          ? SEARCH_SUMMARIES.companyReviewed(facts, listWords(own.map((review) => review.vertical)))
          : SEARCH_SUMMARIES.companyNotReviewed(facts),
      ),
      text: '',
      path,
      terms: joinTerms(companyAliases(company), 'insurer company'),
    };
  });
}

const calculatorDocuments = (pages: readonly Page[]): Draft[] =>
  pages
    .filter((page) => page.pageType === 'calculator')
    .map((page) => ({
      kind: 'calculator',
      title: page.title,
      summary: summaryOf(page.seo.description),
      text: page.seo.description,
      path: page.path,
      terms: 'calculator calculate estimate',
    }));

const stateDocuments = (): Draft[] =>
  STATE_PAGE_VERTICALS.flatMap((vertical) =>
    states.map((state): Draft => ({
      kind: 'state',
      title: SEARCH_SUMMARIES.stateTitle[vertical](state.name),
      summary:
        vertical === 'auto'
          ? SEARCH_SUMMARIES.stateSummary.auto(state.name, liabilityLimits(state))
          : SEARCH_SUMMARIES.stateSummary[vertical](state.name),
      text: '',
      path: statePagePath(state, vertical),
      // The car insurance page is the state's main page: its name is one of that page's terms,
      // so "ohio" lists it before Ohio's homeowners and Medicare pages.
      terms: joinTerms(state.code, vertical === 'auto' ? state.name : null, STATE_PAGE_TERMS[vertical]),
    })),
  );

/** Insurance and money hubs and the site's own pages (about, press, privacy); landing pages stay out. */
const pageDocuments = (pages: readonly Page[]): Draft[] =>
  pages
    .filter(
      (page) => page.pageType === 'vertical' || page.pageType === 'finance' || page.pageType === 'standard',
    )
    .map((page) => ({
      kind: 'page',
      title: page.title,
      summary: summaryOf(page.seo.description),
      text: page.seo.description,
      path: page.path,
      terms: page.pageType === 'vertical' ? verticalTerms(page.slug) : '',
    }));

const guideDocuments = (articles: readonly Article[]): Draft[] => [
  ...articles.map((article): Draft => ({
    kind: 'guide',
    title: article.title,
    summary: summaryOf(article.summary),
    text: article.summary,
    path: article.path,
    terms: verticalTerms(article.vertical),
  })),
  {
    kind: 'guide',
    title: SEARCH_SUMMARIES.stateMinimumsTitle,
    summary: SEARCH_SUMMARIES.stateMinimumsSummary,
    text: SEARCH_SUMMARIES.stateMinimumsSummary,
    path: STATE_MINIMUMS_PATH,
    terms: joinTerms(verticalTerms('auto'), 'state laws'),
  },
];

const cityDocuments = (): Draft[] =>
  cities.map((city) => ({
    kind: 'city',
    title: SEARCH_SUMMARIES.cityTitle(city.name, city.state),
    summary: SEARCH_SUMMARIES.citySummary(city.name, city.stateRules.name),
    text: '',
    path: cityPagePath(city),
    terms: joinTerms(city.stateRules.name, ...city.aliases, verticalTerms('auto')),
  }));

export interface SearchContent {
  articles: readonly Article[];
  reviews: readonly Review[];
  pages: readonly Page[];
}

/**
 * The documents from content already read. Their order is the tie-break between equal scores, so
 * the kinds a visitor most likely means come first, and within states the car insurance pages.
 */
export function searchDocumentsFrom({ articles, reviews, pages }: SearchContent): SearchDocument[] {
  const companies = new Map(listedCompanies().map(({ company }) => [company.id, company]));
  return [
    ...reviewDocuments(reviews, companies),
    ...companyDocuments(reviews, pages),
    ...calculatorDocuments(pages),
    ...stateDocuments(),
    ...pageDocuments(pages),
    ...guideDocuments(articles),
    ...cityDocuments(),
  ].map((draft, id) => ({ id, ...draft }));
}

/** Every document, read through the content layer (published content only). */
export async function buildSearchDocuments(): Promise<SearchDocument[]> {
  const [articles, reviews, pages] = await Promise.all([listArticles(), listReviews(), listPages()]);
  return searchDocumentsFrom({ articles, reviews, pages });
}
