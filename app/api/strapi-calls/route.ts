import { CmsError } from '@/lib/cms/errors';
import { parseStrapiProxyRequest } from '@/lib/cms/proxy-request';
import { getCmsSource } from '@/lib/cms/source-for-config';
import { jsonError } from '@/lib/http/responses';
import { log } from '@/lib/log';

/**
 * Read-only CMS proxy for client components: allow-listed collections, validated params, the
 * server's own token (the caller's headers are never forwarded), cached by tag.
 */
export async function GET(request: Request) {
  const parsed = parseStrapiProxyRequest(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(parsed.status, parsed.error);
  try {
    const body = await getCmsSource().read(parsed.request);
    return Response.json(body, {
      headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600' },
    });
  } catch (error) {
    log.warn('strapi_calls.failed', { resource: parsed.request.resource, error });
    if (error instanceof CmsError && error.kind === 'not-found') return jsonError(404, 'Not found');
    return jsonError(502, 'The content service is unavailable. Please try again later.');
  }
}
