import 'server-only';
import { buildSearchDocuments } from './documents';
import { createSearchIndex, searchSite, type SearchOutcome, type SiteSearchIndex } from './engine';

/**
 * The results page's index. Content reads are cached by the content layer (and refreshed when
 * the CMS publishes), but indexing them again on every request would waste the time the page has;
 * so the index is rebuilt only when the documents changed. Decision: comparing the documents'
 * JSON is cheaper than indexing and needs no extra cache tag.
 */
let built: { signature: string; index: SiteSearchIndex } | null = null;

export async function siteSearchIndex(): Promise<SiteSearchIndex> {
  const documents = await buildSearchDocuments();
  const signature = JSON.stringify(documents);
  if (built?.signature !== signature) built = { signature, index: createSearchIndex(documents) };
  return built.index;
}

export async function searchSiteOnServer(query: string, limit: number): Promise<SearchOutcome> {
  return searchSite(await siteSearchIndex(), query, limit);
}
