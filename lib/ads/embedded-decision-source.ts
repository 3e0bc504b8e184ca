import { financeByQuoteVertical, isFinanceQuoteVertical } from '@/lib/finance/verticals';
import {
  blankDecision,
  type AdDecision,
  type AdDecisionSource,
  type DecisionRequest,
  type Decisions,
} from './decision';
import { MONEY_PARTNER } from './fallback';
import { partnerPage } from './partner-links';
import { BANNER_TEXTS } from './messages';
import { PARTNER_CODES, partnerByCode, type PartnerCode } from './partners';
import {
  isSplitVertical,
  keptChoiceStands,
  pickByWeight,
  trafficSplits,
  type SplitSettings,
} from './traffic-split';
import { LOCAL_AD_EVENT_PATH, LOCAL_WIDGET_SCRIPT } from './constants';

/** Partners whose quote widget opens in the site's modal; the others are followed by link. */
const WIDGET_PARTNERS: readonly PartnerCode[] = ['MA', 'EH', 'HCU65'];

const eventUrl = (kind: 'click' | 'impression', partner: PartnerCode, divName: string) =>
  `${LOCAL_AD_EVENT_PATH}?${new URLSearchParams({ kind, partner, placement: divName })}`;

/**
 * The embedded decision engine: for each placement it picks the advertiser by the spec's
 * traffic split for the vertical (or the visitor's kept choice, when it still stands) and
 * answers in the same shape Kevel's adapter does. The money verticals (loans, cards, mortgage,
 * banking) have one partner, the money site; any other vertical without a split gets no decision.
 */
export function createEmbeddedDecisionSource(
  settings: SplitSettings,
  random: () => number = Math.random,
): AdDecisionSource {
  return {
    name: 'embedded',
    async decide(request): Promise<Decisions> {
      const choose = chooser(request, settings, random);
      return Object.fromEntries(
        request.placements.map(({ divName }) => {
          const code = choose();
          return [divName, code ? decisionFor(code, divName, request.vertical) : null];
        }),
      );
    },
  };
}

/** How each placement's partner is picked: by the vertical's split, or the money site, or none. */
function chooser(
  request: DecisionRequest,
  settings: SplitSettings,
  random: () => number,
): () => PartnerCode | null {
  const { vertical } = request;
  if (isFinanceQuoteVertical(vertical)) return () => MONEY_PARTNER;
  if (!isSplitVertical(vertical)) return () => null;
  const pilot = request.pilot ?? false;
  const split = trafficSplits(settings)[vertical][pilot ? 'pilot' : 'normal'];
  const preferred = PARTNER_CODES.find((code) => code === request.preferredPartner);
  return () =>
    preferred && keptChoiceStands(vertical, pilot, split, preferred)
      ? preferred
      : pickByWeight(split, random);
}

function decisionFor(code: PartnerCode, divName: string, vertical: string): AdDecision {
  const partner = partnerByCode(code);
  const widget = WIDGET_PARTNERS.includes(code);
  const finance = financeByQuoteVertical(vertical);
  const texts = finance ? BANNER_TEXTS.money : BANNER_TEXTS.insurance;
  return {
    ...blankDecision(partner.advertiserId),
    click_url: eventUrl('click', code, divName),
    impression_url: eventUrl('impression', code, divName),
    button_cta: texts.buttonText,
    banner_cta: finance ? BANNER_TEXTS.money.title(finance.noun) : BANNER_TEXTS.insurance.title(vertical),
    banner_sub_copy: texts.subCopy,
    customTemplate: widget ? 'widget' : 'link',
    configuration: widget
      ? { newTab: false, scriptSrc: LOCAL_WIDGET_SCRIPT, targetbuyer: code, inventorytype: vertical }
      : { newTab: true },
    redirect_url: partnerPage(code, vertical),
    topAdvertiserId: partner.advertiserId,
  };
}
