import 'server-only';
import { cookies } from 'next/headers';
import { getConfig } from '@/lib/config';
import { PREVIEW_COOKIE } from './preview-cookie-name';

export { PREVIEW_COOKIE };

/** Two origins are one site when their hosts share the last two labels (ports do not count). */
function sameSite(a: string, b: string): boolean {
  const site = (origin: string) => new URL(origin).hostname.split('.').slice(-2).join('.');
  return site(a) === site(b);
}

/**
 * Next.js sets its draft-mode cookie with SameSite=None. Only the CMS admin's Preview panel may
 * frame a preview, and it usually lives on the same site as the site (localhost:1337 beside
 * localhost:3000, cms.example.com beside www.example.com), where a frame carries Strict cookies:
 * then the cookie is narrowed to SameSite=Strict, and no other site can make a request that
 * carries it. An admin on another site (a hosted Strapi) frames the site cross-site, where only
 * a SameSite=None cookie is sent; it is then Partitioned, kept to the admin's frame, as browsers
 * that block third-party cookies require. The site is judged by the address the editor's browser
 * asked for (`requestUrl`), which is what the browser compares, not by SITE_URL.
 */
export async function restrictPreviewCookie(requestUrl: string) {
  const jar = await cookies();
  const bypass = jar.get(PREVIEW_COOKIE);
  if (!bypass) return;
  const { cms } = getConfig();
  const crossSiteAdmin = cms !== null && !sameSite(cms.adminOrigin, requestUrl);
  jar.set({
    name: PREVIEW_COOKIE,
    value: bypass.value,
    httpOnly: true,
    // Always Secure: browsers accept Secure cookies from localhost too, so `next dev` still works.
    secure: true,
    path: '/',
    ...(crossSiteAdmin ? { sameSite: 'none', partitioned: true } : { sameSite: 'strict' }),
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
