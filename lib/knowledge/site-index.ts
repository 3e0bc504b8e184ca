import 'server-only';
import { listArticles, listPages } from '@/lib/cms/content';
import { CMS_REVALIDATE_SECONDS } from '@/lib/cms/constants';
import { log } from '@/lib/log';
import { articlePassages, pagePassages } from './corpus';
import { createRefreshing } from './refreshing-index';
import { SearchIndex } from './search-index';

async function buildSiteIndex(): Promise<SearchIndex> {
  const [articles, pages] = await Promise.all([listArticles(), listPages('vertical')]);
  return new SearchIndex([...articles.flatMap(articlePassages), ...pages.flatMap(pagePassages)]);
}

/**
 * The index of the site's guides and vertical pages, rebuilt in the background as often as CMS
 * content is refreshed, so newly published guides reach Charlie without a restart.
 */
export const getSiteIndex = createRefreshing(buildSiteIndex, CMS_REVALIDATE_SECONDS * 1000, (error) =>
  log.warn('knowledge.index_refresh_failed', { error }),
);
