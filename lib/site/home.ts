import type { SplitVertical } from '@/lib/ads/traffic-split';
import type { Article } from '@/lib/cms/articles';
import type { Page } from '@/lib/cms/pages';
import type { Section, SectionOf } from '@/lib/cms/sections';
import { guidesPath, NAV_CALCULATORS } from './navigation';

/**
 * The verticals the homepage quote box offers, in the header's order: those with a quote partner
 * split, each of which has a quote box on its own hub too. Business is left out: no split names a
 * partner for it and its hub has no quote box, so the embedded ad server would answer every click
 * with the fallback (`Empty kevel decision`).
 */
export const HOME_QUOTE_VERTICALS = [
  { vertical: 'auto', label: 'Auto' },
  { vertical: 'home', label: 'Home' },
  { vertical: 'renters', label: 'Renters' },
  { vertical: 'life', label: 'Life' },
  { vertical: 'health', label: 'Health' },
  { vertical: 'pet', label: 'Pet' },
  { vertical: 'motorcycle', label: 'Motorcycle' },
] as const satisfies readonly { vertical: SplitVertical; label: string }[];

type HomeQuoteVertical = (typeof HOME_QUOTE_VERTICALS)[number]['vertical'];

/** First in the header, and the one vertical whose quotes land on the site's own results page. */
export const DEFAULT_QUOTE_VERTICAL: HomeQuoteVertical = 'auto';

/**
 * One short button text for every vertical: the chosen chip already names the vertical, and on a
 * phone a longer one ("Compare motorcycle quotes") wraps and squeezes the zip box.
 */
export const HOME_QUOTE_BUTTON_TEXT = 'Get quotes';

const GUIDES_PER_VERTICAL = 3;

/**
 * The popular guides: editors' picks per guide vertical, and the order the groups show in. The
 * rule: a vertical's picks that the CMS still has, in this order, then its other guides by title
 * until GUIDES_PER_VERTICAL; verticals not listed here follow, by name. A vertical shows only when
 * its hub page exists, because its guides index is that hub's.
 */
const POPULAR_GUIDES: readonly { vertical: string; slugs: readonly string[] }[] = [
  {
    vertical: 'auto',
    slugs: ['what-affects-car-insurance-rates', 'full-coverage-vs-liability-only', 'how-to-compare-quotes'],
  },
  {
    vertical: 'homeowners',
    slugs: [
      'homeowners-insurance-coverages-explained',
      'how-much-dwelling-coverage-you-need',
      'water-damage-homeowners-insurance',
    ],
  },
  {
    vertical: 'renters',
    slugs: [
      'what-is-renters-insurance-ho4',
      'renters-insurance-cost-factors',
      'how-much-renters-coverage-need',
    ],
  },
  {
    vertical: 'life',
    slugs: [
      'term-vs-whole-life-insurance',
      'how-much-life-insurance-you-need',
      'life-insurance-cost-factors',
    ],
  },
  {
    vertical: 'health',
    slugs: [
      'health-insurance-costs-explained',
      'hmo-ppo-epo-pos-compared',
      'marketplace-open-enrollment-and-special-enrollment',
    ],
  },
  {
    vertical: 'pet',
    slugs: ['how-pet-insurance-works', 'what-pet-insurance-covers', 'how-much-pet-insurance-costs'],
  },
  {
    vertical: 'motorcycle',
    slugs: [
      'motorcycle-insurance-coverage-types',
      'motorcycle-insurance-cost-factors',
      'is-motorcycle-insurance-required',
    ],
  },
  {
    vertical: 'business',
    slugs: [
      'general-liability-insurance-explained',
      'business-owners-policy-explained',
      'business-insurance-cost-and-coverage',
    ],
  },
];

interface GuideLink {
  title: string;
  path: string;
}

export interface GuideGroup {
  vertical: string;
  /** The vertical's hub page title, e.g. "Homeowners insurance". */
  hubName: string;
  guidesPath: string;
  guides: GuideLink[];
}

type GuideInput = Pick<Article, 'slug' | 'title' | 'vertical' | 'path'>;
type HubInput = Pick<Page, 'slug' | 'title'>;

const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title, 'en');

/** The homepage's popular guides, grouped by vertical under its hub's name (the rule above). */
export function popularGuideGroups(articles: readonly GuideInput[], hubs: readonly HubInput[]): GuideGroup[] {
  const hubNames = new Map(hubs.map((hub) => [hub.slug, hub.title]));
  const listed = POPULAR_GUIDES.map((entry) => entry.vertical);
  const others = [...new Set(articles.map((article) => article.vertical))]
    .filter((vertical) => !listed.includes(vertical))
    .sort();
  return [...listed, ...others].flatMap((vertical) => {
    const hubName = hubNames.get(vertical);
    const own = articles.filter((article) => article.vertical === vertical);
    if (!hubName || own.length === 0) return [];
    const picks = (POPULAR_GUIDES.find((entry) => entry.vertical === vertical)?.slugs ?? []).flatMap((slug) =>
      own.filter((article) => article.slug === slug),
    );
    const rest = own.filter((article) => !picks.includes(article)).sort(byTitle);
    const guides = [...picks, ...rest]
      .slice(0, GUIDES_PER_VERTICAL)
      .map(({ title, path }) => ({ title, path }));
    return [{ vertical, hubName, guidesPath: guidesPath(vertical), guides }];
  });
}

export interface CalculatorLink {
  title: string;
  description: string;
  path: string;
}

/**
 * Every calculator page the CMS has: in the header's order (insurance first), then any the header
 * does not list, in the CMS's order, so a new calculator page shows without a code change.
 */
export function homeCalculators(
  pages: readonly Pick<Page, 'slug' | 'title' | 'path' | 'seo'>[],
): CalculatorLink[] {
  const order: readonly string[] = NAV_CALCULATORS.map((calculator) => calculator.slug);
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length);
  return [...pages]
    .sort((a, b) => rank(a.slug) - rank(b.slug))
    .map((page) => ({ title: page.title, description: page.seo.description, path: page.path }));
}

/**
 * The homepage's CMS sections in the homepage's order: its headline (drawn beside the quote box),
 * the vertical cards, and the rest, which follow the site's own sections.
 */
export function homepageSections(sections: readonly Section[]) {
  const headline = sections.find((section): section is SectionOf<'headline'> => section.type === 'headline');
  return {
    headline: headline ?? null,
    cards: sections.filter((section) => section.type === 'vertical-cards'),
    rest: sections.filter((section) => section !== headline && section.type !== 'vertical-cards'),
  };
}

export type TrustIcon = 'rankings' | 'experts' | 'samples' | 'privacy';

/** Short and true: each says what the linked page explains in full. No figures. */
export const TRUST_POINTS: readonly {
  icon: TrustIcon;
  title: string;
  text: string;
  link: { href: string; label: string };
}[] = [
  {
    icon: 'rankings',
    title: 'Rankings partners can’t buy',
    text: 'Some partners pay us when you ask for a quote. None can pay to rank higher, score better or change what our guides say.',
    link: { href: '/advertiser-disclosure/', label: 'How we make money' },
  },
  {
    icon: 'experts',
    title: 'Guides checked by experts',
    text: 'Every guide names its writer, the expert who reviewed it, and when it was last checked.',
    link: { href: '/experts/', label: 'Meet our experts' },
  },
  {
    icon: 'samples',
    title: 'Sample figures, labelled',
    text: 'Rates and figures on this site are sample data for illustration, and every page that shows them says so.',
    link: { href: '/about-us/', label: 'About our data' },
  },
  {
    icon: 'privacy',
    title: 'Your privacy choices',
    text: 'Opt out of the sale or sharing of your information with one switch. We also honor Global Privacy Control.',
    link: { href: '/do-not-sell-or-share/', label: 'Your privacy choices' },
  },
];
