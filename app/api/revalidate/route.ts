import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { getConfig } from '@/lib/config';
import { CMS_TAG, cmsTag } from '@/lib/cms/reader';
import { secretMatches } from '@/lib/security/secrets';

/**
 * Refreshes cached CMS content. Strapi's webhook calls it on publish with the secret as a bearer
 * token; the body is Strapi's webhook payload (its model), or `{ resource }` for one collection.
 */
const resourceBody = z.object({ resource: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/) });
const webhookBody = z.object({ model: z.string() });

export async function POST(request: Request) {
  const expected = getConfig().secrets.revalidate;
  if (!expected) return Response.json({ error: 'Revalidation is not configured' }, { status: 404 });

  const presented = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!secretMatches(presented, expected)) return Response.json({ error: 'Unauthorized' }, { status: 401 });

  const json: unknown = await request.json().catch(() => null);
  const resource = resourceBody.safeParse(json);
  // A published entry can appear on many pages (lists, sitemaps), so a webhook refreshes all content.
  const tag = resource.success
    ? cmsTag(resource.data.resource)
    : webhookBody.safeParse(json).success
      ? CMS_TAG
      : null;
  if (!tag)
    return Response.json({ error: 'Expected { resource } or a Strapi webhook body' }, { status: 400 });

  revalidateTag(tag, 'max');
  return Response.json({ revalidated: tag });
}
