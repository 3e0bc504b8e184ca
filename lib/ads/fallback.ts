import type { PartnerCode } from './partners';
import { NOT_CONFIGURED } from './constants';

/**
 * The advertiser a vertical falls back to when the decision is empty or fails (section 9): the
 * quote network for most verticals, the lead marketplace for health, the money site for loans,
 * cards, mortgage and marketing; landing pages and business loans name theirs in configuration.
 */
const QUOTE_NETWORK: PartnerCode = 'QS';
const LEAD_MARKETPLACE: PartnerCode = 'EH';
export const MONEY_PARTNER: PartnerCode = 'MNY';

/**
 * Loans, cards, mortgage and marketing verticals, however a page names them ("auto_loans",
 * "heloc"), and banking (lib/finance/verticals.ts says why).
 */
const MONEY_VERTICAL = /loan|card|mortgage|heloc|refinanc|marketing|bank/;
const QUOTE_VERTICALS = ['auto', 'home', 'renters', 'motorcycle', 'life', 'pet', 'business', 'smb'];

/**
 * The default partners configuration names: FALLBACK_LANDING_PARTNER, FALLBACK_BUSINESS_LOANS_PARTNER,
 * and the widget settings' `fallbackAdvertisers` by vertical, which come before every other rule.
 */
export interface FallbackPartners {
  landing: PartnerCode | null;
  businessLoans: PartnerCode | null;
  byVertical?: Readonly<Partial<Record<string, PartnerCode>>>;
}

/**
 * The vertical's default advertiser; NOT_CONFIGURED for landing pages and business loans when
 * configuration names none (no fallback is allowed then); null for a vertical the spec does
 * not know (no fallback provider at all).
 */
export function fallbackPartner(
  vertical: string,
  configured: FallbackPartners,
): PartnerCode | typeof NOT_CONFIGURED | null {
  const configuredForVertical = configured.byVertical?.[vertical];
  if (configuredForVertical) return configuredForVertical;
  if (vertical === 'health') return LEAD_MARKETPLACE;
  if (vertical === 'landing') return configured.landing ?? NOT_CONFIGURED;
  if (vertical === 'business_loans') return configured.businessLoans ?? NOT_CONFIGURED;
  if (MONEY_VERTICAL.test(vertical)) return MONEY_PARTNER;
  if (QUOTE_VERTICALS.includes(vertical)) return QUOTE_NETWORK;
  return null;
}
