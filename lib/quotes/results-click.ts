import type { AnalyticsSettings } from '@/lib/analytics/events';
import { configureAnalytics, track } from '@/lib/analytics/track';
import { fallbackNotice, localStore, trackQuoteFailure } from './quote-click';
import { fireTracking, quoteEventProperties, resolveQuoteClick, type QuoteSettings } from './quote-flow';
import { RESULTS_PLACEMENT, RESULTS_VERTICAL } from './constants';

/**
 * A "Get quote" click on compare-matches, loaded when the visitor first shows intent so none of
 * it is in the page's first load. Every other auto click lands on compare-matches; this one is
 * made there, so it goes through resolveQuoteClick (the visitor's split partner, the ad
 * decision, the partner option with the spec's fallbacks) asking for the partner's link with the
 * zip and the click id, then fires the tracking URL and the QuoteClick event. The insurer travels as an ad keyword, as a review page's form sends its company.
 */

interface ResultsClick {
  zip: string;
  /** The insurer's keyword (its id on this site). */
  company: string;
  pageUrl: string;
}

interface ResultsClickResult {
  url: string;
  newTab: boolean;
  /** "Please try again later." when the ad server failed and the default partner took the click. */
  notice: string | null;
}

/** Resolves the click to a partner's page, fires its tracking and the QuoteClick event. */
export async function runResultsClick(
  click: ResultsClick,
  settings: QuoteSettings & { analytics: AnalyticsSettings },
  random: () => number = Math.random,
): Promise<ResultsClickResult> {
  configureAnalytics(settings.analytics);
  const { option, decision } = await resolveQuoteClick(
    {
      vertical: RESULTS_VERTICAL,
      zip: click.zip,
      company: click.company,
      placement: RESULTS_PLACEMENT,
      label: RESULTS_PLACEMENT,
      pageSearch: new URL(click.pageUrl).search,
      pageUrl: click.pageUrl,
      autoToPartner: true,
    },
    settings,
    localStore(),
    { random },
  );
  fireTracking(decision);
  track('QuoteClick', quoteEventProperties(option, RESULTS_VERTICAL, RESULTS_PLACEMENT));
  return {
    url: option.value,
    newTab: option.newTab,
    notice: fallbackNotice(option),
  };
}

/** The failure health event, for a click no partner could take. */
export const trackResultsFailure = (failure: unknown) =>
  trackQuoteFailure(RESULTS_VERTICAL, RESULTS_PLACEMENT, failure);
