import 'server-only';
import { CMS_REVALIDATE_SECONDS, CMS_TIMEOUT_MS } from './constants';
import { CmsError } from './errors';
import { toStrapiSearchParams } from './query';
import type { CmsRequest, CmsSource } from './source';

/** Strapi v5 REST: `GET {cms}/api/{resource}?{query}` with a bearer token, cached by tag. */
export function createStrapiSource(settings: { url: string; token: string }): CmsSource {
  return {
    name: 'strapi',
    async read({ resource, kind, query, tags }: CmsRequest) {
      const search = toStrapiSearchParams(query, kind === 'collection');
      const url = `${settings.url}/api/${resource}?${search}`;
      const draft = query.status === 'draft';

      let response: Response;
      try {
        response = await fetch(url, {
          headers: { Authorization: `Bearer ${settings.token}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
          // Drafts are for editors' previews and must never be served from the shared cache.
          ...(draft ? { cache: 'no-store' } : { next: { tags, revalidate: CMS_REVALIDATE_SECONDS } }),
        });
      } catch (error) {
        throw new CmsError('unavailable', resource, 'request failed or timed out', { cause: error });
      }

      if (response.status === 404) throw new CmsError('not-found', resource, 'Strapi answered 404');
      if (!response.ok) throw new CmsError('unavailable', resource, `Strapi answered ${response.status}`);
      try {
        return (await response.json()) as unknown;
      } catch (error) {
        throw new CmsError('invalid-response', resource, 'the body is not JSON', { cause: error });
      }
    },
  };
}
