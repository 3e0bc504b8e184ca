/** The verticals the header links to, in the order visitors see them. */
export const NAV_VERTICALS = [
  { vertical: 'auto', label: 'Auto' },
  { vertical: 'home', label: 'Home' },
  { vertical: 'renters', label: 'Renters' },
  { vertical: 'life', label: 'Life' },
  { vertical: 'health', label: 'Health' },
  { vertical: 'pet', label: 'Pet' },
  { vertical: 'motorcycle', label: 'Motorcycle' },
  { vertical: 'business', label: 'Business' },
] as const;

/** The calculators the redesigned navigation lists, by their page slugs in the CMS. */
export const NAV_CALCULATORS = [
  { slug: 'car-insurance-calculator', label: 'Car insurance' },
  { slug: 'mortgage-calculator', label: 'Mortgage' },
  { slug: 'personal-loan-calculator', label: 'Personal loan' },
  { slug: 'fha-loan-calculator', label: 'FHA loan' },
  { slug: 'pmi-calculator', label: 'PMI' },
  { slug: 'cost-of-living-calculator', label: 'Cost of living' },
] as const;

export const calculatorPath = (slug: string) => `/calculators/${slug}/`;

export const verticalPath = (vertical: string) => `/insurance/${vertical}/`;

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
