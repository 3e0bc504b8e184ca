import 'server-only';
import { listArticles, listPages, listQaEntries } from '@/lib/cms/content';
import { CMS_REVALIDATE_SECONDS } from '@/lib/cms/constants';
import { getConfig } from '@/lib/config';
import { log } from '@/lib/log';
import { buildKnowledgeIndex } from './build';
import type { KnowledgeIndex } from './knowledge-index';
import { createRefreshing } from './refreshing-index';

// One index per process and content source: the server's start-up hook (instrumentation.ts)
// and the route handlers are separate bundles with separate module state, so the index lives on
// globalThis, under a key naming where its content comes from.
type Shared = Record<symbol, (() => Promise<KnowledgeIndex>) | undefined>;

function sharedIndex(): () => Promise<KnowledgeIndex> {
  const { cms } = getConfig();
  const key = Symbol.for(`coverscout.knowledge.siteIndex:${cms ? cms.url : 'embedded'}`);
  const shared = globalThis as unknown as Shared;
  return (shared[key] ??= createRefreshing(
    () => buildKnowledgeIndex({ listArticles, listPages, listQaEntries }),
    CMS_REVALIDATE_SECONDS * 1000,
    (error) => log.warn('knowledge.index_refresh_failed', { error }),
  ));
}

/**
 * The index of the site's Q&A entries, guides and vertical pages, rebuilt in the background as
 * often as CMS content is refreshed, so newly published content reaches Charlie without a restart.
 */
export const getSiteIndex = () => sharedIndex()();

/** Starts building the index now, for a server that has just started; a failure waits for the first question. */
export function warmSiteIndex() {
  getSiteIndex().catch((error: unknown) => log.warn('knowledge.index_warm_failed', { error }));
}
