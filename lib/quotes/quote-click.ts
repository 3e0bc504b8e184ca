import { track } from '@/lib/analytics/track';
import { ADS_TEXTS } from '@/lib/ads/messages';
import { widgetInit, widgetSettings, type PartnerWidgetInit } from '@/lib/quotes/partner-widget';
import {
  fireTracking,
  quoteEventProperties,
  resolveQuoteClick,
  type DecisionAnswer,
  type QuoteClick,
  type QuoteSettings,
} from './quote-flow';

/**
 * The quote click behind a zip form, loaded when the visitor first shows intent so the decision
 * validation and partner logic stay out of every page's first load.
 */

export type QuoteOutcome =
  | { kind: 'modal'; init: PartnerWidgetInit }
  | { kind: 'new-tab'; url: string }
  | { kind: 'navigate'; url: string };

export interface QuoteClickResult {
  outcome: QuoteOutcome;
  /** "Please try again later." when the ad server failed and the default partner took the click. */
  notice: string | null;
  fetchNext: () => Promise<DecisionAnswer>;
}

function localStore() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Resolves the click, fires its tracking and the QuoteClick event, and says what to do next. */
export async function runQuoteClick(
  click: QuoteClick,
  settings: QuoteSettings,
  prefetched: Promise<DecisionAnswer> | undefined,
): Promise<QuoteClickResult> {
  const { option, decision, fetchNext } = await resolveQuoteClick(click, settings, localStore(), {
    prefetched,
  });
  fireTracking(decision);
  track('QuoteClick', quoteEventProperties(option, click.vertical, click.placement));
  const notice = option.fallbackReason === ADS_TEXTS.fetchFailed ? ADS_TEXTS.tryLater : null;
  const settingsForWidget = option.showModal ? widgetSettings(decision?.configuration) : null;
  const outcome: QuoteOutcome = settingsForWidget
    ? {
        kind: 'modal',
        init: widgetInit(settingsForWidget, {
          // A blank company-targeted form: the partner's widget asks for the zip itself.
          zip: click.zip ?? '',
          clickId: option.clickId,
          path: window.location.pathname,
          label: click.label,
        }),
      }
    : option.action === 'open-link' && option.newTab
      ? { kind: 'new-tab', url: option.value }
      : { kind: 'navigate', url: option.value };
  return { outcome, notice, fetchNext };
}

/** The failure health event, for a click no partner could take. */
export function trackQuoteFailure(vertical: string, widget: string, failure: unknown) {
  track('QuoteFailure', {
    vertical,
    widget,
    reason: failure instanceof Error ? failure.message : 'unknown',
  });
}
