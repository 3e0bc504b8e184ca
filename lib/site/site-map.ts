import 'server-only';
import { authorPath } from '@/lib/cms/byline';
import { experts, listArticles, listPages, listReviews, listVerticalConfigs } from '@/lib/cms/content';
import { cities, cityPagePath } from '@/lib/insurance/cities';
import { STATE_MINIMUMS_PATH } from '@/lib/insurance/state-minimums';
import { statePagePath, states, type StatePageVertical } from '@/lib/insurance/states';
import { FINANCE_VERTICALS } from '@/lib/finance/verticals';
import { CALCULATORS_PATH } from './navigation';

const STATE_PAGE_GROUPS: { vertical: StatePageVertical; group: string }[] = [
  { vertical: 'auto', group: 'Car insurance by state' },
  { vertical: 'homeowners', group: 'Homeowners insurance by state' },
  { vertical: 'health', group: 'Medicare supplements by state' },
];

/**
 * The state page groups of the verticals whose configuration says they have state pages (the
 * site has routes for these three); every one when the CMS holds no vertical configuration.
 */
function stateGroups(configs: Awaited<ReturnType<typeof listVerticalConfigs>>) {
  if (configs.length === 0) return STATE_PAGE_GROUPS;
  return STATE_PAGE_GROUPS.filter(({ vertical }) =>
    configs.some((config) => config.vertical === vertical && config.statePage),
  );
}

type Articles = Awaited<ReturnType<typeof listArticles>>;
type Pages = Awaited<ReturnType<typeof listPages>>;

/** One group of guides per vertical, named after its hub; the state table goes with the auto guides. */
function guideGroups(articles: Articles, pages: Pages) {
  const verticals = [...new Set(articles.map((article) => article.vertical))];
  return verticals.map((vertical) => {
    const hub = pages.find(
      (page) => (page.pageType === 'vertical' || page.pageType === 'finance') && page.slug === vertical,
    );
    const entries: SiteMapEntry[] = articles
      .filter((article) => article.vertical === vertical)
      .map((article) => ({ path: article.path, title: article.title, updatedAt: article.reviewedAt }));
    if (vertical === 'auto') {
      entries.push({
        path: STATE_MINIMUMS_PATH,
        title: 'Minimum car insurance requirements by state',
        updatedAt: null,
      });
    }
    return { group: `${hub?.title ?? vertical} guides`, entries };
  });
}

/** The money hubs in the header's order, whatever order the CMS lists them in. */
const moneyHubs = (pages: Pages) => {
  const order: readonly string[] = FINANCE_VERTICALS.map((entry) => entry.hub);
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length);
  return pages
    .filter((page) => page.pageType === 'finance')
    .sort((a, b) => rank(a.slug) - rank(b.slug) || a.title.localeCompare(b.title));
};

interface SiteMapEntry {
  path: string;
  title: string;
  updatedAt: string | null;
}

/** Every public page, for sitemap.xml and the HTML sitemap alike. */
export async function siteMapEntries(): Promise<{ group: string; entries: SiteMapEntry[] }[]> {
  const [pages, articles, reviews, people, configs] = await Promise.all([
    listPages(),
    listArticles(),
    listReviews(),
    experts().experts(),
    listVerticalConfigs(),
  ]);
  const toEntry = (page: (typeof pages)[number]) => ({
    path: page.path,
    title: page.title,
    updatedAt: page.updatedAt,
  });
  return [
    { group: 'Home', entries: [{ path: '/', title: 'Home', updatedAt: null }] },
    { group: 'Insurance', entries: pages.filter((page) => page.pageType === 'vertical').map(toEntry) },
    { group: 'Money', entries: moneyHubs(pages).map(toEntry) },
    ...guideGroups(articles, pages),
    {
      group: 'Company reviews',
      entries: reviews.map((review) => ({
        path: review.path,
        title: review.title,
        updatedAt: review.reviewedAt,
      })),
    },
    ...stateGroups(configs).map(({ vertical, group }) => ({
      group,
      entries: states.map((state) => ({
        path: statePagePath(state, vertical),
        title: state.name,
        updatedAt: null,
      })),
    })),
    {
      group: 'Cheap car insurance by city',
      entries: cities.map((city) => ({
        path: cityPagePath(city),
        title: `${city.name}, ${city.state}`,
        updatedAt: null,
      })),
    },
    {
      group: 'Calculators',
      entries: [
        { path: CALCULATORS_PATH, title: 'All calculators', updatedAt: null },
        ...pages.filter((page) => page.pageType === 'calculator').map(toEntry),
      ],
    },
    { group: 'Compare quotes', entries: pages.filter((page) => page.pageType === 'landing').map(toEntry) },
    { group: 'Company', entries: pages.filter((page) => page.pageType === 'standard').map(toEntry) },
    {
      group: 'Our experts',
      entries: people.map((person) => ({
        path: authorPath(person.slug),
        title: person.name,
        updatedAt: null,
      })),
    },
  ];
}
