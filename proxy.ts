import { NextResponse, type NextRequest } from 'next/server';
import { canonicalRedirect } from '@/lib/site/canonical-path';

/** Sends every page address to its canonical form (see lib/site/canonical-path.ts). */
export function proxy(request: NextRequest) {
  // The raw URL: nextUrl formats paths by the trailingSlash setting, which would hide the form asked for.
  const url = new URL(request.url);
  const target = canonicalRedirect(url.pathname);
  if (!target) return NextResponse.next();
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

export const config = {
  // Pages only: not the API, not Next's assets, not files.
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
