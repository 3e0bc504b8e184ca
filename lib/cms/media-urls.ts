/**
 * Strapi's own upload provider stores files on Strapi and names them by path (`/uploads/x.png`);
 * a hosted provider (Cloudinary, S3) names them by absolute URL. The site may run elsewhere than
 * Strapi, so the Strapi adapter makes every path-named file absolute on Strapi's origin, wherever
 * it sits in an answer: a media field, an image inside rich text, a nested component's image.
 */

type Json = unknown;

/** A file entry as Strapi serialises one: its URL beside the fields only uploaded files carry. */
const isFile = (value: Record<string, unknown>) =>
  typeof value.url === 'string' && ('mime' in value || 'hash' in value || 'provider' in value);

export function absoluteMediaUrls(value: Json, strapiUrl: string): Json {
  if (Array.isArray(value)) return value.map((item) => absoluteMediaUrls(item, strapiUrl));
  if (value === null || typeof value !== 'object') return value;
  const entry = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(entry)) copy[key] = absoluteMediaUrls(inner, strapiUrl);
  if (
    isFile(entry) &&
    typeof entry.url === 'string' &&
    entry.url.startsWith('/') &&
    !entry.url.startsWith('//')
  )
    copy.url = new URL(entry.url, strapiUrl).href;
  return copy;
}
