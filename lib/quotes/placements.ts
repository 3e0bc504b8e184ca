import { placementId, type WidgetId } from '@/lib/ads/widgets';
import { isFinanceQuoteVertical } from '@/lib/finance/verticals';
import type { ReviewVertical } from '@/lib/insurance/companies';

type PlacementRole =
  | 'headline'
  | 'ranking'
  | 'review'
  | 'sticky'
  | 'city'
  | 'chat'
  | 'results'
  | 'homepage'
  | 'banner'
  | 'landing'
  | 'calculator';

/** The review quote boxes' widgets, by the vertical they quote (lib/ads/widgets.ts names each). */
const REVIEW_WIDGETS: Partial<Record<string, WidgetId>> = {
  auto: 'AIC',
  home: 'HIC',
  life: 'LIC',
  renters: 'RIC',
  health: 'HTIC',
};

const BUSINESS_VERTICALS = ['business', 'smb', 'business_loans'];

function widgetFor(vertical: string, where: PlacementRole): WidgetId {
  switch (where) {
    case 'headline':
      return 'FWQ';
    case 'sticky':
      return 'CSW';
    case 'ranking':
      return isFinanceQuoteVertical(vertical) ? 'CL' : 'CQW';
    case 'review':
      return REVIEW_WIDGETS[vertical] ?? 'CQW';
    case 'city':
      return 'IFW';
    case 'chat':
      return 'PPC';
    case 'results':
      return 'PS';
    case 'homepage':
      return 'KWHSC';
    case 'banner':
      return BUSINESS_VERTICALS.includes(vertical) ? 'SMBBW' : 'BW';
    case 'landing':
      return 'LIQ';
    case 'calculator':
      return vertical === 'auto' ? 'ACT' : 'PLC';
  }
}

/**
 * A quote placement's div name at the ad server, which is also its click ids' label: the short
 * code of the widget at that place on the page, and the vertical it quotes (`CQW-renters`).
 */
export const placementFor = (vertical: string, where: PlacementRole) =>
  placementId(widgetFor(vertical, where), vertical);

/**
 * The quote vertical for each ranking type that has a quote partner (section 9's placements).
 * Decision: the spec's `personal_insurance` and `debt_consolidation` rankings list personal loan
 * lenders, and the three mortgage rankings mortgage lenders; they quote on the money side.
 */
export const RANKING_QUOTE_VERTICALS: Partial<Record<string, string>> = {
  auto_insurance: 'auto',
  home_insurance: 'home',
  renters_insurance: 'renters',
  motorcycle_insurance: 'motorcycle',
  health_insurance: 'health',
  life_insurance: 'life',
  pet_insurance: 'pet',
  personal_insurance: 'personal_loans',
  debt_consolidation: 'personal_loans',
  mortgage_insurance: 'mortgage',
  mortgage_refinance: 'mortgage',
  mortgage_calculator: 'mortgage',
};

/** Review pages quote in their vertical; homeowners reviews quote home insurance. */
export const REVIEW_QUOTE_VERTICALS: Record<ReviewVertical, string> = {
  auto: 'auto',
  homeowners: 'home',
  life: 'life',
  renters: 'renters',
};
