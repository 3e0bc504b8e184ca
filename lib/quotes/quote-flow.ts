import { z } from 'zod/mini';
import { backfillAdSchema, type BackfillAd } from '@/lib/ads/backfill-ad';
import { adDecisionSchema, type AdDecision } from '@/lib/ads/decision';
import { ADS_TEXTS } from '@/lib/ads/messages';
import { choosePartner, type ChoiceStore } from '@/lib/ads/partner-choice';
import {
  DIRECT_LINK_PROVIDER,
  gaProduct,
  resolvePartnerOption,
  withParams,
  type PartnerOption,
} from '@/lib/ads/partner-option';
import type { FallbackPartners } from '@/lib/ads/fallback';
import { createClickId } from '@/lib/ads/click-id';
import type { PublicWidgetSettings } from './widget-settings';
import { isSplitVertical, type SplitSettings } from '@/lib/ads/traffic-split';
import { partnerPage } from '@/lib/ads/partner-links';
import type { Partner } from '@/lib/ads/partners';
import { placementHandler, type WidgetHandler } from '@/lib/ads/widgets';
import { COMPARE_MATCHES_PATH, DECISION_ENDPOINT, PILOT_KEY } from './constants';

/** Where the CMS's landing pages live (app/landing/[slug]). */
const LANDING_PATH_PREFIX = '/landing/';

const decisionAnswerSchema = z.object({
  decisions: z.record(z.string(), z.nullable(adDecisionSchema)),
  backfill: z._default(z.record(z.string(), backfillAdSchema), {}),
  error: z.nullable(z.string()),
});

export interface QuoteClick {
  vertical: string;
  /** None when a company-targeted form was left blank. */
  zip: string | null;
  /** The company a review page's form targets, as an ad keyword. */
  company?: string;
  /** The placement's div name, and the page's label for the click id. */
  placement: string;
  label: string;
  /** The page's own query: its utm values travel on to compare-matches. */
  pageSearch: string;
  pageUrl: string;
  /** An auto click made on compare-matches itself: it goes to the partner's page instead. */
  autoToPartner?: boolean;
}

export interface QuoteSettings {
  split: SplitSettings;
  pilotPercent: number;
  /** The default partners configuration names: landing pages' and business loans'. */
  fallbacks: FallbackPartners;
  widget: PublicWidgetSettings;
}

/** The option a quote click falls back to when its partner failed after the decision (its widget script). */
export function resolveFallbackClick(
  click: QuoteClick,
  settings: QuoteSettings,
  reason: string,
): PartnerOption {
  return resolvePartnerOption(
    optionInput(click, settings, { decision: null, backfill: null, error: reason }),
  );
}

/**
 * Whose default partner takes a fallback click. Decision: a landing page's form quotes a
 * vertical (auto, home) but falls back to the landing partner configuration names
 * (FALLBACK_LANDING_PARTNER), as the spec's fallback table has it; without one configured, a
 * landing page's failed decision has no fallback ("Unable to retrieve data from Kevel").
 */
function fallbackVerticalOf(click: QuoteClick): string {
  return new URL(click.pageUrl).pathname.startsWith(LANDING_PATH_PREFIX) ? 'landing' : click.vertical;
}

const clickLabel = (click: QuoteClick) => `${new URL(click.pageUrl).pathname}|${click.label}`;

/** What the ad server is told about a click: its vertical, the company it targets, the configured keywords. */
export function clickKeywords(click: QuoteClick, settings: QuoteSettings): string[] {
  const own = click.company ? [click.vertical, click.company] : [click.vertical];
  return [...new Set([...own, ...settings.widget.keywords])];
}

/**
 * A click whose keywords name a direct link (`directLinksByKeyword`) goes there with no ad
 * decision: its click id and zip travel on like any partner link's, and it is not a fallback.
 */
function directLinkOption(click: QuoteClick, settings: QuoteSettings): PartnerOption | null {
  const links = settings.widget.directLinksByKeyword;
  const link = clickKeywords(click, settings)
    .map((word) => links[word.toLowerCase()])
    .find((found) => found !== undefined);
  if (link === undefined) return null;
  const clickId = createClickId(clickLabel(click), undefined, 'direct');
  return {
    value: withParams(link, { ...(click.zip && { zip: click.zip }), clickid: clickId }),
    action: 'open-link',
    optionFound: true,
    providerName: DIRECT_LINK_PROVIDER,
    gaInsurance: gaProduct(click.vertical),
    clickId,
    showModal: false,
    isFallback: false,
    fallbackReason: null,
    newTab: settings.widget.kevelNewTab ?? true,
  };
}

function optionInput(click: QuoteClick, settings: QuoteSettings, answer: DecisionAnswer) {
  return {
    vertical: click.vertical,
    decision: answer.decision,
    decisionError: answer.error,
    backfill: answer.backfill,
    zip: click.zip,
    label: clickLabel(click),
    allowFallback: true,
    configuredFallbacks: { ...settings.fallbacks, byVertical: settings.widget.fallbackAdvertisers },
    d2cLinks: settings.widget.d2cTrackingLinksByAdvertiser,
    newTab: settings.widget.kevelNewTab,
    autoDestination: autoDestination(click.zip, click.pageSearch),
    autoToPartner: click.autoToPartner ?? false,
    fallbackVertical: fallbackVerticalOf(click),
    partnerLink: (partner: Partner) => partnerPage(partner.code, click.vertical),
  };
}

/** The quote event's properties: who got the click, from which widget, and whether it fell back. */
export function quoteEventProperties(option: PartnerOption, vertical: string, widget: string) {
  return {
    vertical,
    advertiser: option.providerName,
    widget,
    click_id: option.clickId,
    fallback: option.isFallback,
    fallback_reason: option.fallbackReason,
  };
}

/** Where an auto quote lands: compare-matches with the zip and every utm value of the page. */
export function autoDestination(zip: string | null, pageSearch: string): string {
  const params = new URLSearchParams(zip ? { zip } : {});
  for (const [key, value] of new URLSearchParams(pageSearch))
    if (key.startsWith('utm_')) params.append(key, value);
  return `${COMPARE_MATCHES_PATH}?${params}`;
}

function isPilot(store: ChoiceStore | null, percent: number, random: () => number): boolean {
  try {
    const kept = store?.getItem(PILOT_KEY);
    if (kept === 'true' || kept === 'false') return kept === 'true';
    const pilot = random() * 100 < percent;
    store?.setItem(PILOT_KEY, String(pilot));
    return pilot;
  } catch (error) {
    console.warn('Could not keep the pilot choice', error);
    return false;
  }
}

export interface DecisionAnswer {
  decision: AdDecision | null;
  /** The ad exchange's ad when the decision is empty and backfill is configured. */
  backfill: BackfillAd | null;
  error: string | null;
}

/** A direct link's clicks ask the ad server nothing, before or after. */
const NO_DECISION: DecisionAnswer = { decision: null, backfill: null, error: null };

/** The ad decision for one placement, or the reason there is none. */
async function fetchDecision(
  click: QuoteClick,
  extra: { preferredPartner: string | null; pilot: boolean; keywords: string[] },
): Promise<DecisionAnswer> {
  const failed = { decision: null, backfill: null, error: ADS_TEXTS.fetchFailed };
  let handler: WidgetHandler;
  try {
    handler = placementHandler(click.placement);
  } catch (error) {
    return { ...failed, error: error instanceof Error ? error.message : ADS_TEXTS.fetchFailed };
  }
  try {
    const response = await fetch(DECISION_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        vertical: click.vertical,
        placements: [{ divName: click.placement, adTypes: handler.adTypes }],
        url: click.pageUrl,
        zip: click.zip,
        localHour: new Date().getHours(),
        ...extra,
      }),
    });
    const answer = decisionAnswerSchema.safeParse(await response.json());
    if (!response.ok || !answer.success) return failed;
    return {
      decision: answer.data.decisions[click.placement] ?? null,
      backfill: answer.data.backfill[click.placement] ?? null,
      error: answer.data.error,
    };
  } catch {
    return failed;
  }
}

// A tracking pixel: the answer does not matter, and it must survive the page navigating away.
const ping = (url: string) =>
  void fetch(url, { mode: 'no-cors', keepalive: true, credentials: 'omit' }).catch(() => undefined);

/** Tells the ad server the click happened: its click URL, or else its impression URL. */
export function fireTracking(decision: AdDecision | null) {
  const url = decision?.click_url ?? decision?.impression_url;
  if (url) ping(url);
}

/** Tells the ad server a decided placement was seen (a banner in view). */
export function fireImpression(decision: AdDecision | null) {
  if (decision?.impression_url) ping(decision.impression_url);
}

interface ResolvedClick {
  option: PartnerOption;
  decision: AdDecision | null;
  /** Asks for this placement's next decision: the ad server counts each decision once. */
  fetchNext: () => Promise<DecisionAnswer>;
}

/**
 * A quote click from start to finish: the visitor's partner by the split, the ad decision (the
 * one fetched after the previous click when there is one), and the partner option with the spec's
 * fallbacks. The caller carries out the option.
 */
export async function resolveQuoteClick(
  click: QuoteClick,
  settings: QuoteSettings,
  store: ChoiceStore | null,
  options: { random?: () => number; prefetched?: Promise<DecisionAnswer> } = {},
): Promise<ResolvedClick> {
  const direct = directLinkOption(click, settings);
  if (direct) return { option: direct, decision: null, fetchNext: async () => NO_DECISION };
  const random = options.random ?? Math.random;
  const pilot = isPilot(store, settings.pilotPercent, random);
  const preferredPartner = isSplitVertical(click.vertical)
    ? choosePartner({ vertical: click.vertical, pilot, settings: settings.split, store, random })
    : null;
  const keywords = clickKeywords(click, settings);
  const fetchNext = () => fetchDecision(click, { preferredPartner, pilot, keywords });
  const answer = await (options.prefetched ?? fetchNext());
  const option = resolvePartnerOption(optionInput(click, settings, answer));
  return { option, decision: option.isFallback ? null : answer.decision, fetchNext };
}
