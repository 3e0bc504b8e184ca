import { ADS_TEXTS } from './messages';

/**
 * The quote widgets by short code (site-and-lead-routing.md section 3): every ad placement's div
 * name is `{short code}-{vertical}` (`FWQ-auto`, `BW-personal_loans`), so the ad server and the
 * reports see which widget on which vertical a decision was for, and the decision route refuses a
 * placement whose code is not one of these with the spec's `Unknown Kevel handler for: {id}`.
 *
 * The spec lists the codes without their meaning. Decision: each is given one place on this site,
 * named below the ad types; the codes with no such place on the pages yet (HTIC, CCCT, CCEC, DBER, TP) still
 * resolve, for CMS placements that name them. A handler says which Kevel ad types its placement
 * asks for: the banners ask for the banner type, every other widget for the quote-link type.
 */
const QUOTE_AD_TYPE = 5;
const BANNER_AD_TYPE = 4;

/*
 * Each code's place (WIDGET_IDS' order is the spec's):
 * FWQ   the quote form under a hub's headline
 * CSW   the sticky quote bar, and the hub and article side column's quote box
 * HIC, LIC, RIC, AIC   a homeowners, life, renters or auto insurer review's quote box
 * HTIC  a health insurance page's quote box
 * CQW   an insurance ranking's quote box
 * ACT   the car insurance calculator's quote box
 * IFW   a city page's quote form
 * KWHSC the homepage's quote box
 * LIQ   a landing page's quote form
 * BW    a hub's banner; SMBBW the business hubs' banner
 * CL    a lender ranking's rates box
 * PLC   the personal loan calculator's rates box
 * CCPC  the credit cards hub's card matches, from the credit SDK
 * CCCT, CCEC   the credit card comparison table and side-by-side comparison
 * PPC   Charlie's quote box in the chat
 * PS    compare-matches' partners: its Get quote buttons and the quote serve script's offers
 * DBER  a rates database listicle
 * TP    a top-pick box in a guide
 * Listed as codes only: the page's first load carries every one.
 */
export const WIDGET_IDS = [
  'FWQ',
  'CSW',
  'HIC',
  'LIC',
  'RIC',
  'HTIC',
  'CQW',
  'AIC',
  'ACT',
  'IFW',
  'KWHSC',
  'LIQ',
  'BW',
  'CL',
  'PLC',
  'CCPC',
  'CCCT',
  'CCEC',
  'PPC',
  'PS',
  'DBER',
  'TP',
  'SMBBW',
] as const;

export type WidgetId = (typeof WIDGET_IDS)[number];

const BANNERS: readonly WidgetId[] = ['BW', 'SMBBW'];

export interface WidgetHandler {
  id: WidgetId;
  /** The Kevel ad types its placement asks for. */
  adTypes: number[];
  banner: boolean;
}

/** The handler a short code names, or the spec's `Unknown Kevel handler for: {id}`. */
export function widgetHandler(id: string): WidgetHandler {
  const widget = WIDGET_IDS.find((known) => known === id);
  if (!widget) throw new Error(ADS_TEXTS.unknownHandler(id));
  const banner = BANNERS.includes(widget);
  return { id: widget, adTypes: [banner ? BANNER_AD_TYPE : QUOTE_AD_TYPE], banner };
}

/** The short code of a placement's div name (`FWQ-auto` is FWQ), as written. */
export const placementWidget = (divName: string) => divName.split('-', 1)[0] ?? divName;

/** The handler of a placement, by its div name's short code; throws for an unknown code. */
export const placementHandler = (divName: string) => widgetHandler(placementWidget(divName));

/** A placement's div name: the widget's short code and the vertical it quotes. */
export const placementId = (widget: WidgetId, vertical: string) => `${widget}-${vertical}`;
