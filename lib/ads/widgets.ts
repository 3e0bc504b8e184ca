import { ADS_TEXTS } from './messages';

/** The quote widgets by short code (site-and-lead-routing.md section 3); each has a decision handler. */
const WIDGET_IDS = [
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
type WidgetId = (typeof WIDGET_IDS)[number];

/** The widget a short code names, or the spec's `Unknown Kevel handler for: {id}`. */
export function widgetHandler(id: string): WidgetId {
  const widget = WIDGET_IDS.find((known) => known === id);
  if (!widget) throw new Error(ADS_TEXTS.unknownHandler(id));
  return widget;
}
