import { draftMode } from 'next/headers';
import { getConfig } from '@/lib/config';
import { openPage, restrictPreviewCookie } from '@/lib/cms/preview-cookie';
import { sitePath } from '@/lib/cms/preview-paths';
import { jsonError } from '@/lib/http/responses';
import { secretMatches } from '@/lib/security/secrets';

/**
 * `GET /api/preview/?secret=…&path=/insurance/auto/`: the CMS's preview button. With the right
 * secret it turns on draft mode and opens the page, which then shows draft content. Strapi's
 * Preview panel also asks for `status=published` (its "Published" tab): that opens the page as
 * visitors see it, leaving draft mode.
 */
export async function GET(request: Request) {
  const { preview } = getConfig().secrets;
  if (!preview) return jsonError(404, 'Preview is not enabled');
  const search = new URL(request.url).searchParams;
  if (!secretMatches(search.get('secret'), preview)) return jsonError(401, 'Invalid preview secret');
  const path = sitePath(search.get('path') ?? '/');
  if (!path) return jsonError(400, 'path must be a page of this site');
  const draft = await draftMode();
  if (search.get('status') === 'published') {
    draft.disable();
    return openPage(path);
  }
  draft.enable();
  await restrictPreviewCookie(request.url);
  return openPage(path);
}
