import { parseNumeric } from './number';

/** What a numeric format shows when the value is missing or not a number. */
export const NO_DATA = 'No Data';

/**
 * The display formats a CMS table column or a rates figure can ask for
 * (site-and-lead-routing.md section 5). Percent formats take a ratio: 0.125 shows as 12.5%.
 */
export const DISPLAY_FORMATS = [
  'text',
  'rank',
  'round',
  'round_2',
  'dollar',
  'dollar_2',
  'percent',
  'percent_2',
] as const;
type DisplayFormat = (typeof DISPLAY_FORMATS)[number];

// `signDisplay: 'negative'` keeps a value that rounds to zero from showing as "-0".
const numberFormats: Record<Exclude<DisplayFormat, 'text'>, Intl.NumberFormat> = {
  rank: new Intl.NumberFormat('en-US', {
    maximumFractionDigits: 0,
    useGrouping: false,
    signDisplay: 'negative',
  }),
  round: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, signDisplay: 'negative' }),
  round_2: new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'negative',
  }),
  dollar: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
    signDisplay: 'negative',
  }),
  dollar_2: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'negative',
  }),
  percent: new Intl.NumberFormat('en-US', {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'negative',
  }),
  percent_2: new Intl.NumberFormat('en-US', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'negative',
  }),
};

/** A value as the given format shows it; numeric formats show `No Data` for anything not numeric. */
export function formatValue(value: unknown, format: DisplayFormat): string {
  if (format === 'text') return value === null || value === undefined ? '' : String(value);
  const number = parseNumeric(value);
  return number === null ? NO_DATA : numberFormats[format].format(number);
}
