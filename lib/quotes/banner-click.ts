import { track } from '@/lib/analytics/track';
import type { AdDecision } from '@/lib/ads/decision';
import type { BannerButton } from '@/lib/ads/hub-banner';
import { withParams, type PartnerOption } from '@/lib/ads/partner-option';
import { fallbackNotice, localStore } from './quote-click';
import {
  fireImpression,
  fireTracking,
  quoteEventProperties,
  resolveQuoteClick,
  type DecisionAnswer,
  type QuoteClick,
  type QuoteSettings,
} from './quote-flow';

/**
 * A hub banner's side of the quote flow, loaded once the page is up: the banner's decision (and
 * the partner option its button takes), its impression, and its clicks. The same split, fallbacks
 * and widget settings as every zip form; a banner has no zip of its own.
 */

export { fireImpression };

export const decideBanner = (
  click: QuoteClick,
  settings: QuoteSettings,
  prefetched?: Promise<DecisionAnswer>,
) => resolveQuoteClick(click, settings, localStore(), { prefetched });

/**
 * Where a button goes: its own link from the decision, carrying the click id and zip like any
 * partner link, or the partner option's link. A banner never opens the quote modal: the partner's
 * page hosts its own form.
 */
export function bannerDestination(option: PartnerOption, button: BannerButton, zip: string | null) {
  const url = button.href
    ? withParams(button.href, { ...(zip && { zip }), clickid: option.clickId })
    : option.value;
  return { url, newTab: option.newTab, notice: fallbackNotice(option) };
}

/** The click's tracking and its QuoteClick event, as every quote placement sends them. */
export function trackBannerClick(option: PartnerOption, decision: AdDecision | null, click: QuoteClick) {
  fireTracking(option.isFallback ? null : decision);
  track('QuoteClick', quoteEventProperties(option, click.vertical, click.placement));
}
