import type { LenderProduct } from '@/lib/ads/affiliate-links';
import type { RankingType } from '@/lib/cms/sections';

/**
 * The rankings that list lenders, not insurers, and the affiliate product each item's "Check
 * rates" link sells. Decision: the spec's `personal_insurance` ranking type is the personal loan
 * hub's list of lenders (its name follows the ranking's vertical, `personal`), as
 * `mortgage_insurance` is the mortgage hub's.
 */
export const LENDER_RANKING_PRODUCTS: Partial<Record<RankingType, LenderProduct>> = {
  personal_insurance: 'personal-loans',
  debt_consolidation: 'personal-loans',
  mortgage_insurance: 'mortgage-purchase',
  mortgage_refinance: 'refinance',
  mortgage_calculator: 'mortgage-purchase',
};
