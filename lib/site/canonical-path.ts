import { CITY_PAGE_PREFIX, cityPagePath, findCity } from '@/lib/insurance/cities';
import {
  companyByAlias,
  isReviewVertical,
  RENTERS_REVIEW_SUFFIX,
  reviewedCompanies,
  reviewPath,
} from '@/lib/insurance/companies';

/**
 * Every page has one address. The spec writes most with a trailing slash (/insurance/auto/) and
 * two kinds without (city pages and compare-matches); an address in the other form, or a city
 * page under its other name, redirects permanently to the canonical one. So does a company
 * review under another of the company's names (/insurance/homeowners/reviews/erie/ is Erie
 * Insurance's review), when the company has a review in that vertical.
 */
const WITHOUT_SLASH = [
  new RegExp(`^/insurance/auto/${CITY_PAGE_PREFIX}[a-z0-9-]+$`),
  /^\/insurance\/auto\/compare-matches$/,
];

const REVIEW_ADDRESS = /^\/insurance\/(auto|homeowners|life)\/reviews\/([a-z0-9-]+)$/;
const RENTERS_REVIEW_ADDRESS = new RegExp(`^/insurance/(renters)/([a-z0-9-]+)${RENTERS_REVIEW_SUFFIX}$`);

/** The canonical review address for a review asked for under a company alias, or null. */
function reviewAliasTarget(bare: string): string | null {
  const [, vertical = '', slug = ''] = REVIEW_ADDRESS.exec(bare) ?? RENTERS_REVIEW_ADDRESS.exec(bare) ?? [];
  const named = slug ? companyByAlias(slug) : null;
  if (!named || !isReviewVertical(vertical)) return null;
  return reviewedCompanies(vertical).some((entry) => entry.id === named.id)
    ? reviewPath(vertical, named.id)
    : null;
}

/**
 * Hubs that were two pages for one vertical, now one: "Home" is homeowners insurance, and the
 * small-business page is the business hub. The old addresses and anything below them move over.
 */
const MERGED_HUBS: Record<string, string> = { home: 'homeowners', smb: 'business' };
const MERGED_HUB_ADDRESS = new RegExp(`^/insurance/(${Object.keys(MERGED_HUBS).join('|')})(/.*)?$`);

function mergedHubTarget(bare: string): string | null {
  const [, from = '', rest = ''] = MERGED_HUB_ADDRESS.exec(bare) ?? [];
  const to = MERGED_HUBS[from];
  return to ? `/insurance/${to}${rest}/` : null;
}

/** Where to redirect `pathname`, or null when it is already canonical. */
export function canonicalRedirect(pathname: string): string | null {
  if (pathname === '/') return null;
  const bare = pathname.replace(/\/+$/, '');
  const merged = mergedHubTarget(bare);
  if (merged) return merged;
  const review = reviewAliasTarget(bare);
  if (review) return review;
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
