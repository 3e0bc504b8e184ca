import 'server-only';
import { listArticles, listPages, listReviews } from '@/lib/cms/content';
import { cities, cityPagePath } from '@/lib/insurance/cities';
import { STATE_MINIMUMS_PATH } from '@/lib/insurance/state-minimums';
import { statePagePath, states, type StatePageVertical } from '@/lib/insurance/states';

const STATE_PAGE_GROUPS: { vertical: StatePageVertical; group: string }[] = [
  { vertical: 'auto', group: 'Car insurance by state' },
  { vertical: 'homeowners', group: 'Homeowners insurance by state' },
  { vertical: 'health', group: 'Medicare supplements by state' },
];

export interface SiteMapEntry {
  path: string;
  title: string;
  updatedAt: string | null;
}

/** Every public page, for sitemap.xml and the HTML sitemap alike. */
export async function siteMapEntries(): Promise<{ group: string; entries: SiteMapEntry[] }[]> {
  const [pages, articles, reviews] = await Promise.all([listPages(), listArticles(), listReviews()]);
  const toEntry = (page: (typeof pages)[number]) => ({
    path: page.path,
    title: page.title,
    updatedAt: page.updatedAt,
  });
  return [
    { group: 'Home', entries: [{ path: '/', title: 'Home', updatedAt: null }] },
    { group: 'Insurance', entries: pages.filter((page) => page.pageType === 'vertical').map(toEntry) },
    {
      group: 'Auto insurance guides',
      entries: [
        ...articles.map((article) => ({
          path: article.path,
          title: article.title,
          updatedAt: article.reviewedAt,
        })),
        { path: STATE_MINIMUMS_PATH, title: 'Minimum car insurance requirements by state', updatedAt: null },
      ],
    },
    {
      group: 'Company reviews',
      entries: reviews.map((review) => ({
        path: review.path,
        title: review.title,
        updatedAt: review.reviewedAt,
      })),
    },
    ...STATE_PAGE_GROUPS.map(({ vertical, group }) => ({
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
    { group: 'Calculators', entries: pages.filter((page) => page.pageType === 'calculator').map(toEntry) },
    { group: 'Compare quotes', entries: pages.filter((page) => page.pageType === 'landing').map(toEntry) },
    { group: 'Company', entries: pages.filter((page) => page.pageType === 'standard').map(toEntry) },
  ];
}
