// zod/mini: the quote flow reads these links in the browser.
import { z } from 'zod/mini';
import partnerLinksFile from '@/data/affiliates/partner-links.json';
import { PARTNER_LINK_PATTERN } from '@/lib/format/link';
import { LOCAL_PARTNER_PATH } from './constants';
import { PARTNER_CODES, partnerByCode, type PartnerCode } from './partners';

const PARTNER_LINKS = z
  .object({
    partners: z.partialRecord(
      z.enum(PARTNER_CODES),
      z.object({
        links: z.record(
          z.string().check(z.regex(/^[a-z_]+$/)),
          z.string().check(z.regex(PARTNER_LINK_PATTERN)),
        ),
      }),
    ),
  })
  .parse(partnerLinksFile).partners;

/*
 * Decision: affiliate links are site data, like the lender lists beside them, not CMS content:
 * the quote flow in the browser follows them with no server round trip, and a change to a paid
 * link ships with the deployment that agreed to it.
 */

/**
 * A partner's affiliate link for a vertical (site-and-lead-routing.md section 3: "affiliate link
 * lists exist per partner"), or null when its list has none: the quote flow then uses the
 * partner's own page.
 */
export function partnerAffiliateLink(partner: PartnerCode, vertical: string): string | null {
  return PARTNER_LINKS[partner]?.links[vertical] ?? null;
}

/**
 * Where a partner's click for a vertical goes when the decision names no redirect: its affiliate
 * link for the vertical, else its own page (the local stand-in on the embedded default).
 */
export const partnerPage = (partner: PartnerCode, vertical: string): string =>
  partnerAffiliateLink(partner, vertical) ?? `${LOCAL_PARTNER_PATH}${partnerByCode(partner).shortCode}/`;
