import { CITY_PAGE_PREFIX, cityPagePath, findCity } from '@/lib/insurance/cities';

/**
 * Every page has one address. The spec writes most with a trailing slash (/insurance/auto/) and
 * two kinds without (city pages and compare-matches); an address in the other form, or a city
 * page under its other name, redirects permanently to the canonical one.
 */
const WITHOUT_SLASH = [
  new RegExp(`^/insurance/auto/${CITY_PAGE_PREFIX}[a-z0-9-]+$`),
  /^\/insurance\/auto\/compare-matches$/,
];

/** Where to redirect `pathname`, or null when it is already canonical. */
export function canonicalRedirect(pathname: string): string | null {
  if (pathname === '/') return null;
  const bare = pathname.replace(/\/+$/, '');
  if (WITHOUT_SLASH.some((pattern) => pattern.test(bare))) {
    const match = findCity(bare.slice(bare.lastIndexOf('/') + 1));
    const target = match && !match.canonical ? cityPagePath(match.city) : bare;
    return target === pathname ? null : target;
  }
  // Files (robots.txt, sitemap.xml, icons) keep their names.
  if (/\.[a-z0-9]+$/i.test(bare)) return null;
  const withSlash = `${bare}/`;
  return withSlash === pathname ? null : withSlash;
}
