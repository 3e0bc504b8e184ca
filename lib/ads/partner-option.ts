import { isFinanceQuoteVertical } from '@/lib/finance/verticals';
import type { BackfillAd } from './backfill-ad';
import { createClickId } from './click-id';
import { isEmptyDecision, type AdDecision } from './decision';
import { fallbackPartner, type FallbackPartners } from './fallback';
import { ADS_TEXTS } from './messages';
import { findPartner, partnerByCode, type Partner } from './partners';
import { NOT_CONFIGURED } from './constants';

/** What a quote click does (site-and-lead-routing.md section 3, "Partner option"). */
export interface PartnerOption {
  value: string;
  action: 'navigate' | 'open-link' | 'open-modal';
  optionFound: boolean;
  providerName: string;
  gaInsurance: string;
  clickId: string;
  showModal: boolean;
  isFallback: boolean;
  fallbackReason: string | null;
  newTab: boolean;
}

export interface OptionInput {
  vertical: string;
  /** The decision for the clicked placement, or the error the ad server gave instead. */
  decision: AdDecision | null;
  decisionError: string | null;
  /** The ad exchange's ad, asked when the decision came back empty. */
  backfill?: BackfillAd | null;
  /** None from a company-targeted form left blank. */
  zip: string | null;
  /** The page's label for the click id: the path and the widget's label. */
  label: string;
  allowFallback: boolean;
  configuredFallbacks: FallbackPartners;
  /** Direct-to-consumer tracking links by advertiser id or partner code, followed before the decision's redirect. */
  d2cLinks?: Readonly<Record<string, string>>;
  /** Whether partner links open in a new tab; null or absent: as the decision's configuration says. */
  newTab?: boolean | null;
  /** Where an auto quote lands, already carrying the zip and every utm value. */
  autoDestination: string;
  /**
   * An auto click made on compare-matches itself: landing there again would loop, so it follows
   * the partner's link like other verticals (never the modal, as auto quotes have none).
   */
  autoToPartner?: boolean;
  /** Whose default advertiser a fallback goes to, when not the vertical's own (a landing page's). */
  fallbackVertical?: string;
  /** The partner's own link when the decision carries none. */
  partnerLink: (partner: Partner) => string;
}

/** The provider name a direct link's clicks carry (`directLinksByKeyword`). */
export const DIRECT_LINK_PROVIDER = 'Direct link';

/** Analytics' product label: `auto_insurance`, or a money vertical's own name (`personal_loans`). */
export const gaProduct = (vertical: string) =>
  isFinanceQuoteVertical(vertical) ? vertical : `${vertical}_insurance`;

export function withParams(link: string, params: Record<string, string>): string {
  const [base = '', hash] = link.split('#', 2);
  const joined = `${base}${base.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/**
 * The partner option for a click: the decision's advertiser when it names a known partner,
 * otherwise the vertical's default advertiser, marked as a fallback with the spec's reason.
 * Auto quotes land on compare-matches, except the clicks made there; other verticals follow the
 * link or open the modal.
 */
export function resolvePartnerOption(input: OptionInput): PartnerOption {
  let partner: Partner | null = null;
  let fallbackReason: string | null = null;
  if (input.decisionError) {
    fallbackReason = input.decisionError;
  } else if (isEmptyDecision(input.decision)) {
    fallbackReason = ADS_TEXTS.emptyDecision;
  } else {
    const found = findPartner(input.decision?.advertiser_id);
    if (found.ok) partner = found.partner;
    else fallbackReason = ADS_TEXTS.noOptionFor(input.decision?.advertiser_id ?? '');
  }
  if (!partner && input.backfill && fallbackReason === ADS_TEXTS.emptyDecision && input.vertical !== 'auto') {
    return backfillOption(input, input.backfill);
  }
  if (!partner) {
    const fallback = fallbackPartner(input.fallbackVertical ?? input.vertical, input.configuredFallbacks);
    if (!input.allowFallback || fallback === NOT_CONFIGURED) throw new Error(ADS_TEXTS.noFallback);
    if (!fallback) throw new Error(ADS_TEXTS.unknownVertical);
    partner = partnerByCode(fallback);
  }
  const isFallback = fallbackReason !== null;
  const clickId = createClickId(input.label, undefined, isFallback ? 'fallback' : undefined);
  const decision = isFallback ? null : input.decision;
  const showModal = input.vertical !== 'auto' && decision?.customTemplate === 'widget';
  const d2c = input.d2cLinks?.[partner.advertiserId] ?? input.d2cLinks?.[partner.code];
  const link = d2c ?? decision?.redirect_url ?? input.partnerLink(partner);
  const newTab = input.newTab ?? decision?.configuration?.newTab === true;
  const toCompareMatches = input.vertical === 'auto' && input.autoToPartner !== true;
  return {
    value: toCompareMatches
      ? input.autoDestination
      : withParams(link, { ...(input.zip && { zip: input.zip }), clickid: clickId }),
    action: toCompareMatches ? 'navigate' : showModal ? 'open-modal' : 'open-link',
    optionFound: !isFallback,
    providerName: partner.name,
    gaInsurance: gaProduct(input.vertical),
    clickId,
    showModal,
    isFallback,
    fallbackReason,
    newTab,
  };
}

/**
 * An empty decision the ad exchange filled: its carrier gets the click through the exchange's own
 * click URL, untouched (it is signed), in a new tab like any outside offer. Still a fallback, for
 * the same reason, so reports can tell backfilled clicks apart.
 */
function backfillOption(input: OptionInput, ad: BackfillAd): PartnerOption {
  return {
    value: ad.clickUrl,
    action: 'open-link',
    optionFound: true,
    providerName: ad.carrier,
    gaInsurance: gaProduct(input.vertical),
    clickId: createClickId(input.label, undefined, 'backfill'),
    showModal: false,
    isFallback: true,
    fallbackReason: ADS_TEXTS.emptyDecision,
    newTab: true,
  };
}
