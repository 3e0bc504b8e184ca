import 'server-only';
import { listPages } from '@/lib/cms/content';

export interface SiteMapEntry {
  path: string;
  title: string;
  updatedAt: string | null;
}

/** Every public page, for sitemap.xml and the HTML sitemap alike. */
export async function siteMapEntries(): Promise<{ group: string; entries: SiteMapEntry[] }[]> {
  const pages = await listPages();
  const toEntry = (page: (typeof pages)[number]) => ({
    path: page.path,
    title: page.title,
    updatedAt: page.updatedAt,
  });
  return [
    { group: 'Home', entries: [{ path: '/', title: 'Home', updatedAt: null }] },
    { group: 'Insurance', entries: pages.filter((page) => page.pageType === 'vertical').map(toEntry) },
    { group: 'Company', entries: pages.filter((page) => page.pageType === 'standard').map(toEntry) },
  ];
}
