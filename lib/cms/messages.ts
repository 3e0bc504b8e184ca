/**
 * What the CMS sections say around the editors' own content: the texts of tables, cards and
 * forms, and what a section shows when its data cannot be read. Editors' words (titles, intros,
 * "more" buttons) come from the CMS, never from here.
 */
const tryLater = (what: string) => `${what} unavailable right now. Please try again later.`;

export const SECTION_TEXTS = {
  unavailable: {
    rates: tryLater('These rates are'),
    lenders: tryLater('Lender details are'),
    cards: tryLater('Card details are'),
    cardData: tryLater('Card data is'),
    costOfLiving: tryLater('Cost-of-living data is'),
  },
  yes: 'Yes',
  no: 'No',
  range: (low: string, high: string) => `${low} to ${high}`,
  cards: {
    card: 'Card',
    annualFee: 'Annual fee',
    apr: 'Regular APR',
    rewards: 'Base rewards',
    bonus: 'Welcome bonus',
    rating: 'Our rating',
    bestFor: 'Best for',
    features: {
      no_annual_fee: 'No annual fee',
      no_foreign_transaction_fee: 'No foreign transaction fee',
    } as Readonly<Record<string, string>>,
  },
  lenders: {
    apr: 'APR',
    amounts: 'Amounts',
    minCreditScore: 'Minimum credit score',
    rating: 'Our rating',
    checkRates: 'Check rates',
    checkRatesWith: (name: string) => ` with ${name} (opens in a new tab)`,
  },
  rentersCoverage: {
    company: 'Company',
    features: {
      replacementCost: 'Replacement cost for belongings',
      floodEarthquake: 'Flood and earthquake cover for belongings',
      buyOnline: 'Buy online',
      bundleDiscount: 'Bundle discount',
    },
  },
  ranking: {
    readReview: (name: string) => `Read our ${name} review`,
    quoteTitle: (vertical: string) => `Compare ${vertical} insurance quotes`,
    quoteText:
      'Prices for the same driver or home differ by hundreds of dollars a year between companies. Enter your ZIP code to see offers where you live.',
    quoteButton: 'Compare quotes',
  },
  experts: {
    featured: 'Featured expert',
    socials: { linkedin: 'LinkedIn', twitter: 'X (Twitter)', facebook: 'Facebook' },
    on: (name: string, network: string) => `${name} on ${network}`,
  },
  ask: { label: 'Your question', submit: 'Ask Charlie' },
  rows: {
    collapsed: (shown: number, total: number) => `Showing ${shown} of ${total} rows.`,
    expanded: (total: number) => `Showing all ${total} rows.`,
  },
  subnav: 'Jump to a section',
} as const;
