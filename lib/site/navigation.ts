import { FINANCE_VERTICALS, financeByHub, financeHubPath } from '@/lib/finance/verticals';

/** The verticals the header links to, in the order visitors see them. */
export const NAV_VERTICALS = [
  { vertical: 'auto', label: 'Auto' },
  // One hub for home insurance: /insurance/home/ redirects here (lib/site/canonical-path.ts).
  { vertical: 'homeowners', label: 'Home' },
  { vertical: 'renters', label: 'Renters' },
  { vertical: 'life', label: 'Life' },
  { vertical: 'health', label: 'Health' },
  { vertical: 'pet', label: 'Pet' },
  { vertical: 'motorcycle', label: 'Motorcycle' },
  { vertical: 'business', label: 'Business' },
] as const;

/** The calculators the header lists, by their page slugs in the CMS; /calculators/ lists every one. */
export const NAV_CALCULATORS = [
  { slug: 'car-insurance-calculator', label: 'Car insurance' },
  { slug: 'mortgage-calculator', label: 'Mortgage' },
  { slug: 'personal-loan-calculator', label: 'Personal loan' },
  { slug: 'fha-loan-calculator', label: 'FHA loan' },
  { slug: 'fha-refinance-calculator', label: 'FHA refinance' },
  { slug: 'pmi-calculator', label: 'PMI' },
  { slug: 'cost-of-living-calculator', label: 'Cost of living' },
  { slug: 'cash-back-calculator', label: 'Cash back' },
  { slug: 'compound-interest-calculator', label: 'Compound interest' },
] as const;

export const CALCULATORS_PATH = '/calculators/';
const calculatorPath = (slug: string) => `${CALCULATORS_PATH}${slug}/`;

export const verticalPath = (vertical: string) => `/insurance/${vertical}/`;

/** A hub's address on either side of the site: `/insurance/auto/`, or a money hub's `/personal-loans/`. */
export const hubPath = (vertical: string) =>
  financeByHub(vertical) ? financeHubPath(vertical) : verticalPath(vertical);
export const guidesPath = (vertical: string) => `${verticalPath(vertical)}guides/`;

export interface NavLink {
  href: string;
  label: string;
  /** The part of the site the link leads into: the link is marked current anywhere below it. */
  section: string;
}

export const VERTICAL_LINKS: NavLink[] = NAV_VERTICALS.map(({ vertical, label }) => ({
  href: verticalPath(vertical),
  label,
  section: verticalPath(vertical),
}));

/** The money hubs: loans, mortgages, cards and banking. */
export const MONEY_LINKS: NavLink[] = FINANCE_VERTICALS.map(({ hub, label }) => ({
  href: financeHubPath(hub),
  label,
  section: financeHubPath(hub),
}));

export const GUIDE_LINKS: NavLink[] = NAV_VERTICALS.map(({ vertical, label }) => ({
  href: guidesPath(vertical),
  label: `${label} guides`,
  section: guidesPath(vertical),
}));

export const CALCULATOR_LINKS: NavLink[] = [
  ...NAV_CALCULATORS.map(({ slug, label }) => ({
    href: calculatorPath(slug),
    label,
    section: calculatorPath(slug),
  })),
  { href: CALCULATORS_PATH, label: 'All calculators', section: CALCULATORS_PATH },
];

export const HOME_CRUMB = { href: '/', label: 'Home' };

/** The calculators a hub offers as its tools, by page slug; the money hubs name theirs in lib/finance. */
export const HUB_TOOLS: Partial<Record<string, readonly string[]>> = {
  auto: ['car-insurance-calculator'],
  homeowners: ['mortgage-calculator', 'pmi-calculator', 'fha-loan-calculator'],
  renters: ['cost-of-living-calculator'],
  ...Object.fromEntries(FINANCE_VERTICALS.map(({ hub, tools }) => [hub, tools])),
};

export const EXPERTS_LINK: NavLink = { href: '/experts/', label: 'Our experts', section: '/experts/' };

export const FOOTER_LINKS = [
  { href: '/about-us/', label: 'About us' },
  { href: '/press/', label: 'Press' },
  { href: '/experts/', label: 'Our experts' },
  { href: '/calculators/car-insurance-calculator/', label: 'Car insurance calculator' },
  { href: '/calculators/mortgage-calculator/', label: 'Mortgage calculator' },
  { href: '/sitemap/', label: 'Sitemap' },
] as const;

/** The promises a visitor can hold us to, on every page. */
export const FOOTER_LEGAL_LINKS = [
  { href: '/advertiser-disclosure/', label: 'How we make money' },
  { href: '/privacy-policy/', label: 'Privacy policy' },
  { href: '/terms-of-use/', label: 'Terms of use' },
  { href: '/do-not-sell-or-share/', label: 'Do not sell or share my personal information' },
] as const;
