import { experts } from '@/lib/cms/content';
import { CmsError } from '@/lib/cms/errors';
import { CmsProxyBusyError, inProxyQueue } from '@/lib/cms/proxy-queue';
import { parseStrapiProxyRequest, type ProxyRequest } from '@/lib/cms/proxy-request';
import { getCmsSource } from '@/lib/cms/source-for-config';
import { proxyLimitRefusal } from '@/lib/http/proxy-limit';
import { jsonError } from '@/lib/http/responses';
import { log } from '@/lib/log';

const CACHEABLE = { 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600' };

async function answer(request: Extract<ProxyRequest, { ok: true }>): Promise<unknown> {
  switch (request.kind) {
    case 'collection':
      return getCmsSource().read(request.request);
    case 'list-experts': {
      const { experts: data, pagination } = await experts().listExperts(request.params);
      return { data, meta: { pagination } };
    }
    case 'list-expert-answers':
      return { data: await experts().listExpertAnswers(request.params), meta: {} };
  }
}

/**
 * Read-only CMS proxy for client components: allow-listed collections and the expert endpoints,
 * validated params, the server's own token (the caller's headers are never forwarded), cached by
 * tag, limited per visitor, and run in a bounded queue (503 when it is full).
 */
export async function GET(request: Request) {
  const parsed = parseStrapiProxyRequest(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(parsed.status, parsed.error);
  const limited = await proxyLimitRefusal('strapi', request);
  if (limited) return limited;
  try {
    return Response.json(await inProxyQueue(() => answer(parsed)), { headers: CACHEABLE });
  } catch (error) {
    if (error instanceof CmsProxyBusyError) {
      return jsonError(503, 'The content service is busy. Please try again in a moment.', {
        'Retry-After': '5',
      });
    }
    log.warn('strapi_calls.failed', {
      path: parsed.kind === 'collection' ? parsed.request.resource : parsed.kind,
      error,
    });
    if (error instanceof CmsError && error.kind === 'not-found') return jsonError(404, 'Not found');
    return jsonError(502, 'The content service is unavailable. Please try again later.');
  }
}
