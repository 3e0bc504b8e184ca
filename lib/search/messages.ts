import type { SearchKind } from './constants';

/** How a result's kind is named next to its title, on the results page and under the header box. */
export const SEARCH_KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  guide: 'Guide',
  review: 'Review',
  company: 'Company',
  state: 'State',
  city: 'City',
  calculator: 'Calculator',
  page: 'Page',
};

export const SEARCH_TEXTS = {
  /** The label of both search inputs: the header box and the results page's form. */
  inputLabel: 'Search the site',
  placeholder: 'Search guides, reviews, states…',
  submit: 'Search',
  /** The phone's search button, which opens the header box (or the results page without JavaScript). */
  open: 'Search',
  close: 'Close search',
  /** Names the header's search landmark apart from the results page's own form. */
  headerLandmark: 'Site search',
  suggestions: 'Suggestions',
  pageTitle: 'Search',
  pageDescription: 'Search our guides, company reviews, state and city pages and calculators.',
  breadcrumbHome: 'Home',
  emptyQuery: 'Type a word or two: a company, a state, a city or a question such as “SR-22”.',
  tooShort: 'Type at least two letters to search.',
  resultCount: (count: number, query: string) =>
    `${count === 1 ? '1 result' : `${count} results`} for “${query}”`,
  moreThanShown: (shown: number) => `Showing the best ${shown}. Add a word to narrow the search.`,
  noResults: (query: string) => `Nothing on the site matches “${query}”.`,
  noResultsHint: 'Check the spelling, try a shorter word, or ask Charlie, our assistant, in your own words.',
  askCharlie: 'Ask Charlie',
  popularHeading: 'Popular pages',
  seeAll: (query: string) => `See all results for “${query}”`,
  instantCount: (count: number) =>
    count === 0
      ? 'No matches. Press Enter to search the site.'
      : `${count === 1 ? '1 suggestion' : `${count} suggestions`}. Use the arrow keys to choose.`,
  loading: 'Loading search…',
  unavailable: 'Instant results are unavailable. Press Enter to search the site.',
} as const;

/** Where a visitor with no results is sent instead: the pages most people come for. */
export const POPULAR_PAGES: readonly { href: string; label: string }[] = [
  { href: '/insurance/auto/', label: 'Auto insurance' },
  { href: '/insurance/home/', label: 'Home insurance' },
  { href: '/insurance/life/', label: 'Life insurance' },
  { href: '/insurance/auto/minimum-coverage-by-state/', label: 'Minimum car insurance by state' },
  { href: '/calculators/car-insurance-calculator/', label: 'Car insurance calculator' },
  { href: '/sitemap/', label: 'Every page, in the sitemap' },
];

/**
 * Summaries written for pages that have no editor's summary of their own (companies, states,
 * cities), kept to a line so the index stays small.
 */
export const SEARCH_SUMMARIES = {
  reviewBestFor: (bestFor: string) => `Best for ${bestFor}.`,
  companyReviewed: (facts: string, verticals: string) => `${facts}. Reviewed for ${verticals} insurance.`,
  companyNotReviewed: (facts: string) => `${facts}. Compare quotes from it and other insurers.`,
  companyFacts: (founded: number, headquarters: string) => `Founded ${founded}, based in ${headquarters}`,
  stateTitle: {
    auto: (state: string) => `Car insurance in ${state}`,
    homeowners: (state: string) => `Homeowners insurance in ${state}`,
    health: (state: string) => `Medicare supplement insurance in ${state}`,
  },
  stateSummary: {
    auto: (state: string, limits: string) =>
      `The ${limits} minimum ${state} requires, how its fault rules work, and how to pay less.`,
    homeowners: (state: string) => `What homeowners insurance costs in ${state}, and how to pay less.`,
    health: (state: string) => `Medigap premiums by plan in ${state}, and when insurers must sell you one.`,
  },
  cityTitle: (city: string, stateCode: string) => `Cheap car insurance in ${city}, ${stateCode}`,
  citySummary: (city: string, state: string) =>
    `What car insurance costs in ${city} against the rest of ${state}, and what the law requires.`,
  stateMinimumsTitle: 'Minimum car insurance requirements by state',
  stateMinimumsSummary: 'The liability limits every state and DC requires, side by side.',
} as const;
