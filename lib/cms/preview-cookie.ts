import 'server-only';
import { cookies } from 'next/headers';

/** Next.js's draft-mode cookie (COOKIE_NAME_PRERENDER_BYPASS, not exported publicly). */
export const PREVIEW_COOKIE = '__prerender_bypass';

/**
 * Next.js sets its draft-mode cookie with SameSite=None so a CMS may frame the preview. This site
 * may not be framed (frame-ancestors 'self'), so the editor's session cookie is narrowed to
 * SameSite=Strict: no other site can make a request that carries it.
 */
export async function restrictPreviewCookie() {
  const jar = await cookies();
  const bypass = jar.get(PREVIEW_COOKIE);
  if (!bypass) return;
  jar.set({
    name: PREVIEW_COOKIE,
    value: bypass.value,
    httpOnly: true,
    // Always Secure: browsers accept Secure cookies from localhost too, so `next dev` still works.
    secure: true,
    sameSite: 'strict',
    path: '/',
  });
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page that opens `path` itself. The CMS's preview link is a cross-site navigation, and a
 * redirect would stay cross-site, so a Strict cookie would not go with it; a navigation this site
 * starts is same-site, and the cookie does.
 */
export function openPage(path: string): Response {
  const href = escapeAttribute(path);
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}"><link rel="icon" href="/icon.svg"><title>Opening the preview</title></head><body><p><a href="${href}">Open the preview</a></p></body></html>`,
    { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  );
}
