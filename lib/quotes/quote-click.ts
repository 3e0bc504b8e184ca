import { track } from '@/lib/analytics/track';
import { ADS_TEXTS } from '@/lib/ads/messages';
import { ZIP_TEXTS } from '@/lib/zip/messages';
import { zipToState } from '@/lib/zip/zip-to-state';
import type { AdDecision } from '@/lib/ads/decision';
import type { PartnerOption } from '@/lib/ads/partner-option';
import { widgetInit, widgetSettings, type PartnerWidgetInit } from '@/lib/quotes/partner-widget';
import {
  fireTracking,
  quoteEventProperties,
  resolveFallbackClick,
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
  | { kind: 'modal'; init: PartnerWidgetInit; partnerName: string }
  | { kind: 'new-tab'; url: string }
  | { kind: 'navigate'; url: string };

interface QuoteClickResult {
  outcome: QuoteOutcome;
  /**
   * "Please try again later." when the ad server or the partner failed and the default partner
   * took the click: shown before the visitor is sent anywhere.
   */
  notice: string | null;
  fetchNext: () => Promise<DecisionAnswer>;
}

/** The visitor's local storage, or null where the browser refuses it (private windows). */
export function localStore() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The spec's zip lookup, before anything is asked of the ad server: a zip no state has
 * ("00000") gets "Invalid ZipCode Provided" at the form, and no decision, partner or fallback.
 * A blank company-targeted form has no zip to look up.
 */
export function zipLookupError(zip: string | null): string | null {
  return zip !== null && !zipToState(zip).ok ? ZIP_TEXTS.lookupFailed : null;
}

function outcomeOf(option: PartnerOption, decision: AdDecision | null, click: QuoteClick): QuoteOutcome {
  const settingsForWidget = option.showModal ? widgetSettings(decision?.configuration) : null;
  if (settingsForWidget)
    return {
      kind: 'modal',
      partnerName: option.providerName,
      init: widgetInit(settingsForWidget, {
        // A blank company-targeted form: the partner's widget asks for the zip itself.
        zip: click.zip ?? '',
        clickId: option.clickId,
        path: window.location.pathname,
        label: click.label,
      }),
    };
  return option.action === 'open-link' && option.newTab
    ? { kind: 'new-tab', url: option.value }
    : { kind: 'navigate', url: option.value };
}

/** "Please try again later." when the ad server failed and the default partner took the click. */
export const fallbackNotice = (option: PartnerOption) =>
  option.fallbackReason === ADS_TEXTS.fetchFailed ? ADS_TEXTS.tryLater : null;

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
  return { outcome: outcomeOf(option, decision, click), notice: fallbackNotice(option), fetchNext };
}

/**
 * The partner's widget script did not load: a health event, then the vertical's default partner
 * takes the click as a fallback, with "Please try again later." shown first.
 */
export function runScriptFailureFallback(
  click: QuoteClick,
  settings: QuoteSettings,
): Omit<QuoteClickResult, 'fetchNext'> {
  trackQuoteFailure(click.vertical, click.placement, new Error(ADS_TEXTS.scriptsFailed));
  const option = resolveFallbackClick(click, settings, ADS_TEXTS.scriptsFailed);
  track('QuoteClick', quoteEventProperties(option, click.vertical, click.placement));
  return {
    outcome: outcomeOf(option, null, click),
    notice: ADS_TEXTS.tryLater,
  };
}

/** The failure health event, for a click no partner could take. */
export function trackQuoteFailure(vertical: string, widget: string, failure: unknown) {
  track('QuoteFailure', {
    vertical,
    widget,
    reason: failure instanceof Error ? failure.message : 'unknown',
  });
}
