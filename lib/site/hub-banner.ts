import 'server-only';
import type { BannerDefaults } from '@/lib/ads/hub-banner';
import { BANNER_TEXTS } from '@/lib/ads/messages';
import { getConfig } from '@/lib/config';
import { insuranceQuoteVertical } from './quote-vertical';
import { financeByHub } from '@/lib/finance/verticals';
import { placementFor } from '@/lib/quotes/placements';

/**
 * A hub's banner: the vertical it quotes (a money hub's, an insurance hub's quote vertical, or
 * the hub's own name, as the business hub has no quote partner of its own), its placement, and
 * its defaults, the widget settings' `banner_values` over the site's own words.
 */
export function hubBanner(slug: string): { vertical: string; placement: string; defaults: BannerDefaults } {
  const finance = financeByHub(slug);
  const vertical = finance?.quoteVertical ?? insuranceQuoteVertical(slug) ?? slug;
  const own = finance
    ? { ...BANNER_TEXTS.money, title: BANNER_TEXTS.money.title(finance.noun) }
    : { ...BANNER_TEXTS.insurance, title: BANNER_TEXTS.insurance.title(vertical) };
  const configured = getConfig().quotes.widget.banner_values[vertical] ?? {};
  return {
    vertical,
    placement: placementFor(vertical, 'banner'),
    defaults: {
      title: configured.title ?? own.title,
      subCopy: configured.subCopy ?? own.subCopy,
      buttonText: configured.buttonText ?? own.buttonText,
      buttons: configured.buttons ?? 1,
    },
  };
}
