import 'server-only';
import { listArticles, listPages, listQaEntries } from '@/lib/cms/content';
import { CMS_REVALIDATE_SECONDS } from '@/lib/cms/constants';
import { log } from '@/lib/log';
import { buildKnowledgeIndex } from './build';
import { createRefreshing } from './refreshing-index';

/**
 * The index of the site's Q&A entries, guides and vertical pages, rebuilt in the background as
 * often as CMS content is refreshed, so newly published content reaches Charlie without a restart.
 */
export const getSiteIndex = createRefreshing(
  () => buildKnowledgeIndex({ listArticles, listPages, listQaEntries }),
  CMS_REVALIDATE_SECONDS * 1000,
  (error) => log.warn('knowledge.index_refresh_failed', { error }),
);
