/** The editors' preview routes, and the only places they may send an editor. */

export const PREVIEW_EXIT = '/api/preview/exit/';

const SITE_PATH_MAX_CHARS = 500;

/**
 * A path on this site to send an editor to, or null. Refuses anything that could leave the site
 * (absolute URLs, `//host`, `/\host`) so the preview routes can never be used as open redirects.
 */
export function sitePath(value: string | null): string | null {
  if (!value || value.length > SITE_PATH_MAX_CHARS || !value.startsWith('/')) return null;
  if (/^\/[/\\]/.test(value) || /[\u0000-\u001f\\]/.test(value)) return null;
  const base = 'http://site.invalid';
  const url = new URL(value, base);
  return url.origin === base ? `${url.pathname}${url.search}` : null;
}
