import type { PartnerCode } from './partners';

/**
 * The advertiser a vertical falls back to when the decision is empty or fails (section 9): the
 * quote network for most verticals, the lead marketplace for health, the money site for loans,
 * cards, mortgage and marketing; landing pages and business loans name theirs in configuration.
 */
export const QUOTE_NETWORK: PartnerCode = 'QS';
export const LEAD_MARKETPLACE: PartnerCode = 'EH';
export const MONEY_SITE: PartnerCode = 'MNY';

const MONEY_VERTICALS = ['personal_loans', 'student_loans', 'credit_cards', 'mortgage', 'marketing'];
const QUOTE_VERTICALS = ['auto', 'home', 'renters', 'motorcycle', 'life', 'pet', 'business'];

/** The default partners configuration names (FALLBACK_LANDING_PARTNER, FALLBACK_BUSINESS_LOANS_PARTNER). */
export interface FallbackPartners {
  landing: PartnerCode | null;
  businessLoans: PartnerCode | null;
}

export function fallbackPartner(vertical: string, configured: FallbackPartners): PartnerCode | null {
  if (vertical === 'health') return LEAD_MARKETPLACE;
  if (vertical === 'landing') return configured.landing;
  if (vertical === 'business_loans') return configured.businessLoans;
  if (MONEY_VERTICALS.includes(vertical)) return MONEY_SITE;
  if (QUOTE_VERTICALS.includes(vertical)) return QUOTE_NETWORK;
  return null;
}
