import { MONEY_PARTNER } from '@/lib/ads/fallback';
import { withParams } from '@/lib/ads/partner-option';
import { partnerPage } from '@/lib/ads/partner-links';
import type { CreditSdkInit } from '@/lib/quotes/partner-scripts';
import { CREDIT_MATCHES_VERTICAL } from './constants';

/**
 * The cards the SDK may match, each linking to the money site's card page (its affiliate link for
 * credit cards) for that card: the money site takes card traffic (section 9).
 */
export function creditSdkCards(
  cards: readonly { card_id: string; name: string; card_type: string }[],
): CreditSdkInit['cards'] {
  const base = partnerPage(MONEY_PARTNER, CREDIT_MATCHES_VERTICAL);
  return cards.map(({ card_id, name, card_type }) => ({
    card_id,
    name,
    card_type,
    link: withParams(base, { card: card_id }),
  }));
}
