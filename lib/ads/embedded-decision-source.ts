import { blankDecision, type AdDecisionSource, type Decisions } from './decision';
import { PARTNER_CODES, partnerByCode, type PartnerCode } from './partners';
import {
  isSplitVertical,
  keptChoiceStands,
  pickByWeight,
  trafficSplits,
  type SplitSettings,
} from './traffic-split';
import { LOCAL_AD_EVENT_PATH, LOCAL_PARTNER_PATH, LOCAL_WIDGET_SCRIPT } from './constants';

/** Partners whose quote widget opens in the site's modal; the others are followed by link. */
const WIDGET_PARTNERS: readonly PartnerCode[] = ['MA', 'EH', 'HCU65'];

const eventUrl = (kind: 'click' | 'impression', partner: PartnerCode, divName: string) =>
  `${LOCAL_AD_EVENT_PATH}?${new URLSearchParams({ kind, partner, placement: divName })}`;

/**
 * The embedded decision engine: for each placement it picks the advertiser by the spec's
 * traffic split for the vertical (or the visitor's kept choice, when it still stands) and
 * answers in the same shape Kevel's adapter does. A vertical with no split gets no decision.
 */
export function createEmbeddedDecisionSource(
  settings: SplitSettings,
  random: () => number = Math.random,
): AdDecisionSource {
  return {
    name: 'embedded',
    async decide(request): Promise<Decisions> {
      const { vertical } = request;
      if (!isSplitVertical(vertical)) {
        return Object.fromEntries(request.placements.map(({ divName }) => [divName, null]));
      }
      const pilot = request.pilot ?? false;
      const split = trafficSplits(settings)[vertical][pilot ? 'pilot' : 'normal'];
      const preferred = PARTNER_CODES.find((code) => code === request.preferredPartner);
      return Object.fromEntries(
        request.placements.map(({ divName }) => {
          const code =
            preferred && keptChoiceStands(vertical, pilot, split, preferred)
              ? preferred
              : pickByWeight(split, random);
          if (!code) return [divName, null];
          const partner = partnerByCode(code);
          const widget = WIDGET_PARTNERS.includes(code);
          return [
            divName,
            {
              ...blankDecision(partner.advertiserId),
              click_url: eventUrl('click', code, divName),
              impression_url: eventUrl('impression', code, divName),
              button_cta: 'See my quotes',
              banner_cta: `Compare ${request.vertical} insurance quotes`,
              banner_sub_copy: 'Free, and no effect on your credit score.',
              customTemplate: widget ? 'widget' : 'link',
              configuration: widget
                ? {
                    newTab: false,
                    scriptSrc: LOCAL_WIDGET_SCRIPT,
                    targetbuyer: code,
                    inventorytype: request.vertical,
                  }
                : { newTab: true },
              redirect_url: `${LOCAL_PARTNER_PATH}${partner.shortCode}/`,
              topAdvertiserId: partner.advertiserId,
            },
          ];
        }),
      );
    },
  };
}
