import 'server-only';
import { DeadlineExceededError, withDeadline } from '@/lib/http/deadline';
import { CMS_REVALIDATE_SECONDS, CMS_TIMEOUT_MS } from './constants';
import { CmsError } from './errors';
import { absoluteMediaUrls } from './media-urls';
import { toStrapiSearchParams } from './query';
import type { CmsRequest, CmsSource } from './source';

/** Strapi v5 REST: `GET {cms}/api/{resource}?{query}` with a bearer token, cached by tag. */
export function createStrapiSource(
  settings: { url: string; token: string },
  timeoutMs: number = CMS_TIMEOUT_MS,
): CmsSource {
  return {
    name: 'strapi',
    async read({ resource, kind, query, tags }: CmsRequest) {
      const url = `${settings.url}/api/${resource}?${toStrapiSearchParams(query, kind === 'collection')}`;
      try {
        return await withDeadline(timeoutMs, async (signal) => {
          const response = await fetch(url, {
            headers: { Authorization: `Bearer ${settings.token}`, Accept: 'application/json' },
            signal,
            // Drafts are for editors' previews and must never be served from the shared cache.
            ...(query.status === 'draft'
              ? { cache: 'no-store' }
              : { next: { tags, revalidate: CMS_REVALIDATE_SECONDS } }),
          });
          if (response.status === 404) throw new CmsError('not-found', resource, 'Strapi answered 404');
          if (!response.ok) throw new CmsError('unavailable', resource, `Strapi answered ${response.status}`);
          return absoluteMediaUrls((await response.json()) as unknown, settings.url);
        });
      } catch (error) {
        if (error instanceof CmsError) throw error;
        if (error instanceof DeadlineExceededError) {
          throw new CmsError('unavailable', resource, error.message, { cause: error });
        }
        if (error instanceof SyntaxError) {
          throw new CmsError('invalid-response', resource, 'the body is not JSON', { cause: error });
        }
        throw new CmsError('unavailable', resource, 'request failed', { cause: error });
      }
    },
  };
}
