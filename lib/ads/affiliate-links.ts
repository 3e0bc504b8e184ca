import { z } from 'zod';
import linksFile from '@/data/affiliates/lender-links.json';
import { PARTNER_LINK_PATTERN } from '@/lib/format/link';

/**
 * The lender products that carry affiliate links: the spec's six (site-and-lead-routing.md
 * section 3) and the auto and business loans of the money hubs.
 */
export const LENDER_PRODUCTS = [
  'personal-loans',
  'mortgage-purchase',
  'refinance',
  'heloc',
  'student-loans',
  'student-refinance',
  'auto-loans',
  'business-loans',
] as const;
export type LenderProduct = (typeof LENDER_PRODUCTS)[number];

const linkSchema = z.string().regex(PARTNER_LINK_PATTERN);
const lenderSchema = z.object({
  name: z.string().min(1),
  links: z.partialRecord(z.enum(LENDER_PRODUCTS), linkSchema),
});
type AffiliateLender = z.infer<typeof lenderSchema>;
const LENDERS = z.object({ lenders: z.record(z.string(), lenderSchema) }).parse(linksFile).lenders;

/** The product a lender listicle's vertical sells. */
const LISTICLE_PRODUCTS: Partial<Record<string, LenderProduct>> = {
  'personal-loans': 'personal-loans',
  mortgage: 'mortgage-purchase',
  'student-loans': 'student-loans',
  'auto-loans': 'auto-loans',
  'business-loans': 'business-loans',
};

export const productForListicle = (vertical: string): LenderProduct | null =>
  LISTICLE_PRODUCTS[vertical] ?? null;

/** A lender's affiliate link for one product, or null when it has none for that product. */
export function lenderAffiliateLink(product: LenderProduct, lender: string): string | null {
  return LENDERS[lender]?.links[product] ?? null;
}

/** A lender on the affiliate list, by its slug. */
export const affiliateLender = (slug: string): AffiliateLender | null => LENDERS[slug] ?? null;

export const affiliateLenderSlugs = () => Object.keys(LENDERS);
