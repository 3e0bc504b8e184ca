import type { ReviewVertical } from '@/lib/insurance/companies';

/**
 * The quote placements besides the headlines' own: each names its vertical and where on the page
 * it sits, which is the placement's div name at the ad server and its click ids' label.
 * `homepage` is the homepage's quote box, one placement per vertical the visitor picks there.
 */
export const placementFor = (
  vertical: string,
  where: 'ranking' | 'review' | 'sticky' | 'city' | 'chat' | 'results' | 'homepage',
) => `${vertical}-${where}`;

/** The quote vertical for each ranking type that has a quote partner (section 9's placements). */
export const RANKING_QUOTE_VERTICALS: Partial<Record<string, string>> = {
  auto_insurance: 'auto',
  home_insurance: 'home',
  renters_insurance: 'renters',
  motorcycle_insurance: 'motorcycle',
  health_insurance: 'health',
  life_insurance: 'life',
  pet_insurance: 'pet',
};

/** Review pages quote in their vertical; homeowners reviews quote home insurance. */
export const REVIEW_QUOTE_VERTICALS: Record<ReviewVertical, string> = {
  auto: 'auto',
  homeowners: 'home',
  life: 'life',
  renters: 'renters',
};
