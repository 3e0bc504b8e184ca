import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { getConfig } from '@/lib/config';
import { SLUG_PATTERN } from '@/lib/format/slug';
import { cmsTag } from '@/lib/cms/reader';
import { readJsonBody } from '@/lib/http/json-body';
import { jsonError, jsonResponse } from '@/lib/http/responses';
import { secretMatches } from '@/lib/security/secrets';
import { CMS_TAG } from '@/lib/cms/constants';

/**
 * Refreshes cached CMS content. Strapi's webhook calls it on publish with the secret as a bearer
 * token; the body is Strapi's webhook payload (its model), or `{ resource }` for one collection.
 */
const resourceBody = z.object({ resource: z.string().regex(SLUG_PATTERN) });
const webhookBody = z.object({ model: z.string() });

/** Strapi's webhook payload carries the whole entry, which can be large; this is still a bound. */
const WEBHOOK_BODY_MAX_BYTES = 1024 * 1024;

export async function POST(request: Request) {
  const expected = getConfig().secrets.revalidate;
  if (!expected) return jsonError(404, 'Revalidation is not configured');

  const presented = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!secretMatches(presented, expected)) return jsonError(401, 'Unauthorized');

  const body = await readJsonBody(request, WEBHOOK_BODY_MAX_BYTES);
  if (!body.ok) return jsonError(body.status, body.error);
  const resource = resourceBody.safeParse(body.value);
  // A published entry can appear on many pages (lists, sitemaps), so a webhook refreshes all content.
  const tag = resource.success
    ? cmsTag(resource.data.resource)
    : webhookBody.safeParse(body.value).success
      ? CMS_TAG
      : null;
  if (!tag) return jsonError(400, 'Expected { resource } or a Strapi webhook body');

  // Expired now, not marked stale: the next request waits for the new content instead of being
  // served the old page once more while it refreshes (what 'max' would do).
  revalidateTag(tag, { expire: 0 });
  return jsonResponse({ revalidated: tag });
}
