import { LOCAL_PARTNER_PATH } from '@/lib/ads/constants';
import { partnerByCode } from '@/lib/ads/partners';
import { MONEY_PARTNER } from '@/lib/ads/fallback';
import { placementId } from '@/lib/ads/widgets';
import type { CreditSdkInit } from '@/lib/quotes/partner-scripts';

/** The credit cards hub's prequalification box: the credit SDK on the card product widget's placement. */
export const CREDIT_MATCHES_VERTICAL = 'credit_cards';
export const CREDIT_MATCHES_PLACEMENT = placementId('CCPC', CREDIT_MATCHES_VERTICAL);

/**
 * The cards the SDK may match, each linking to the money site's page for it (its stand-in here),
 * the partner that takes card traffic (section 9).
 */
export function creditSdkCards(
  cards: readonly { card_id: string; name: string; card_type: string }[],
): CreditSdkInit['cards'] {
  const partner = partnerByCode(MONEY_PARTNER);
  return cards.map(({ card_id, name, card_type }) => ({
    card_id,
    name,
    card_type,
    link: `${LOCAL_PARTNER_PATH}${partner.shortCode}/?${new URLSearchParams({ product: 'credit-cards', card: card_id })}`,
  }));
}

export const CREDIT_MATCHES_TEXTS = {
  title: 'See which cards fit your credit',
  text: 'Tell our card partner your credit range to see the sample cards that usually suit it. Checking does not affect your credit score.',
  button: 'Check my card matches',
  loading: 'Loading the card partner’s form…',
} as const;
