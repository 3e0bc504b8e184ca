import { serializeSearchIndex } from '@/lib/search/engine';
import { SEARCH_INDEX_BROWSER_MAX_AGE_SECONDS, SEARCH_INDEX_STALE_SECONDS } from '@/lib/search/constants';
import { siteSearchIndex } from '@/lib/search/server-index';

/**
 * The site search index for the header box, fetched only once a visitor starts searching. Built at
 * build time (force-static) from the content layer, whose reads are tagged `cms` and
 * `cms:{resource}` (lib/cms/reader): a CMS publish that revalidates those tags rebuilds this file
 * too, and otherwise it is refreshed as often as CMS content is (CMS_REVALIDATE_SECONDS; Next needs
 * the number written here, and a unit test keeps the two equal).
 */
export const dynamic = 'force-static';
export const revalidate = 300;

// The address never changes, so browsers keep the index for a while; a CDN keeps it no longer than
// the server does.
const CACHE_CONTROL = `public, max-age=${SEARCH_INDEX_BROWSER_MAX_AGE_SECONDS}, s-maxage=${revalidate}, stale-while-revalidate=${SEARCH_INDEX_STALE_SECONDS}`;

export async function GET() {
  return Response.json(serializeSearchIndex(await siteSearchIndex()), {
    headers: { 'Cache-Control': CACHE_CONTROL },
  });
}
