// Relative imports only: lib/config.ts validates QUOTE_WIDGET_SETTINGS with these schemas.
import { z } from 'zod';
import { PARTNER_CODES } from '../ads/partners';
import { PARTNER_LINK_PATTERN } from '../format/link';
import { zipInfoSchema } from '../zip/zip-info';

/**
 * The quote widget's settings (site-and-lead-routing.md section 3, "Widget envVars" and widget
 * data), read from QUOTE_WIDGET_SETTINGS as one JSON object; every key may be left out. Kevel's
 * network, site and base URL are KEVEL_NETWORK_ID, KEVEL_SITE_ID and KEVEL_BASE_URL, and the
 * vertical is each form's own.
 *
 * - `directLinksByKeyword`: a click whose keywords (its vertical, the company a form targets, and
 *   `keywords`) name one goes straight to that link, with no ad decision.
 * - `fallbackAdvertisers`: a vertical's fallback partner code, before the spec's defaults.
 * - `d2cTrackingLinksByAdvertiser`: an advertiser's (14-digit id or partner code) direct-to-
 *   consumer tracking link, which its clicks follow instead of the decision's redirect.
 * - `kevelNewTab`: partner links open in a new tab (true), in the same tab (false), or as each
 *   decision's configuration says (unset).
 * - `keywords`: sent with every decision request, after the click's own.
 * - `statesZipCodeInfo`: the states' zip table the decision route reads a zip's state from, in
 *   place of data/zip/.
 * - `banner_values`: a hub banner's defaults by vertical (its buttons, title, line and button
 *   text), shown until the ad server decides and wherever its decision leaves a field empty.
 * - `quoteServeScript`, `creditSdkScript`: the partners' quote serve script (compare-matches'
 *   listings) and credit SDK (the credit cards hub's prequalification), in place of the local
 *   stand-ins in public/partner-widget/; their origins are allowed by the Content-Security-Policy.
 */
const keyword = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_-]{1,60}$/, 'must be a keyword of letters, digits, - and _');
const vertical = z.string().regex(/^[a-z_-]{2,40}$/, 'must be a vertical');
const link = z.string().regex(PARTNER_LINK_PATTERN, 'must be a site path or an https URL');

/** A partner script: an https URL (its origin joins the CSP) or a path on the site. */
const scriptUrl = z
  .string()
  .regex(/^(\/(?!\/)|https:\/\/)\S+\.js(\?\S*)?$/, 'must be an https URL or site path of a .js file');

/** At most four buttons: the margin rule stacks them, and a fifth would push the page down. */
export const BANNER_MAX_BUTTONS = 4;

const bannerValuesSchema = z.strictObject({
  buttons: z.int().min(1).max(BANNER_MAX_BUTTONS).optional(),
  title: z.string().trim().min(1).max(120).optional(),
  subCopy: z.string().trim().min(1).max(200).optional(),
  buttonText: z.string().trim().min(1).max(40).optional(),
});
export type BannerValues = z.infer<typeof bannerValuesSchema>;

export const widgetSettingsSchema = z.strictObject({
  directLinksByKeyword: z.record(keyword, link).default({}),
  fallbackAdvertisers: z.record(vertical, z.enum(PARTNER_CODES)).default({}),
  d2cTrackingLinksByAdvertiser: z
    .record(z.string().regex(/^(\d{14}|[A-Z0-9]{2,8})$/, 'must be an advertiser id or partner code'), link)
    .default({}),
  kevelNewTab: z.boolean().nullable().default(null),
  keywords: z.array(keyword).max(10).default([]),
  statesZipCodeInfo: z.array(zipInfoSchema).min(1).nullable().default(null),
  banner_values: z.record(vertical, bannerValuesSchema).default({}),
  quoteServeScript: scriptUrl.nullable().default(null),
  creditSdkScript: scriptUrl.nullable().default(null),
});
export type WidgetSettings = z.output<typeof widgetSettingsSchema>;

/** What the browser's quote flow reads: all of it but the zip table, which the server applies. */
export type PublicWidgetSettings = Omit<WidgetSettings, 'statesZipCodeInfo'>;

export const DEFAULT_WIDGET_SETTINGS: WidgetSettings = widgetSettingsSchema.parse({});

export const publicWidgetSettings = (settings: WidgetSettings): PublicWidgetSettings => ({
  directLinksByKeyword: settings.directLinksByKeyword,
  fallbackAdvertisers: settings.fallbackAdvertisers,
  d2cTrackingLinksByAdvertiser: settings.d2cTrackingLinksByAdvertiser,
  kevelNewTab: settings.kevelNewTab,
  keywords: settings.keywords,
  banner_values: settings.banner_values,
  quoteServeScript: settings.quoteServeScript,
  creditSdkScript: settings.creditSdkScript,
});
