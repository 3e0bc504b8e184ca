/** The editors' preview routes, and the only places they may send an editor. */

export const PREVIEW_EXIT = '/api/preview/exit/';

const SITE_PATH_MAX_CHARS = 500;

const BASE = 'http://site.invalid';
/** A path a browser would read as another host: `//host` or `/\host`. */
const LEAVES_SITE = /^\/[/\\]/;

/**
 * A path on this site to send an editor to, or null. Refuses anything that could leave the site
 * (absolute URLs, `//host`, `/\host`) so the preview routes can never be used as open redirects.
 * The path is normalised first and checked after: `/.//evil.example` only becomes `//evil.example`
 * once its dot segments collapse, and the result must survive a browser resolving it again.
 */
export function sitePath(value: string | null): string | null {
  if (!value || value.length > SITE_PATH_MAX_CHARS || !value.startsWith('/')) return null;
  // No page of this site has an encoded dot or separator in its path: one can only be a trick.
  if (/[\u0000-\u001f\\]|%(2e|2f|5c)/i.test(value)) return null;
  const url = new URL(value, BASE);
  if (url.origin !== BASE || LEAVES_SITE.test(url.pathname)) return null;
  const path = `${url.pathname}${url.search}`;
  const again = new URL(path, BASE);
  return again.origin === BASE && `${again.pathname}${again.search}` === path ? path : null;
}
