import { LOCAL_PARTNER_PATH } from '@/lib/ads/constants';
import { partnerByCode } from '@/lib/ads/partners';
import { MONEY_PARTNER } from '@/lib/ads/fallback';
import { withParams } from '@/lib/ads/partner-option';
import { partnerAffiliateLink } from '@/lib/ads/partner-links';
import { placementId } from '@/lib/ads/widgets';
import type { CreditSdkInit } from '@/lib/quotes/partner-scripts';

/** The credit cards hub's prequalification box: the credit SDK on the card product widget's placement. */
export const CREDIT_MATCHES_VERTICAL = 'credit_cards';
export const CREDIT_MATCHES_PLACEMENT = placementId('CCPC', CREDIT_MATCHES_VERTICAL);

/**
 * The cards the SDK may match, each linking to the money site's card page (its affiliate link for
 * credit cards) for that card: the money site takes card traffic (section 9).
 */
export function creditSdkCards(
  cards: readonly { card_id: string; name: string; card_type: string }[],
): CreditSdkInit['cards'] {
  const base =
    partnerAffiliateLink(MONEY_PARTNER, CREDIT_MATCHES_VERTICAL) ??
    `${LOCAL_PARTNER_PATH}${partnerByCode(MONEY_PARTNER).shortCode}/`;
  return cards.map(({ card_id, name, card_type }) => ({
    card_id,
    name,
    card_type,
    link: withParams(base, { card: card_id }),
  }));
}

export const CREDIT_MATCHES_TEXTS = {
  title: 'See which cards fit your credit',
  text: 'Tell our card partner your credit range to see the sample cards that usually suit it. Checking does not affect your credit score.',
  button: 'Check my card matches',
  loading: 'Loading the card partner’s form…',
} as const;
