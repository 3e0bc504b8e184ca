/** Every analytics event the site sends, and what each may carry. No free text from visitors. */
export type AnalyticsEventName =
  | 'CharlieOpen'
  | 'CharlieMessage'
  | 'CharlieResponse'
  | 'CharlieFailure'
  | 'CharlieClear'
  | 'CharlieStop'
  | 'CharlieFeedback'
  /** A quote click: advertiser, widget, click_id, fallback and fallback_reason (GA4 and PostHog). */
  | 'QuoteClick'
  /** A health event: the ad server or the partner failed a quote click (reason, vertical, widget). */
  | 'QuoteFailure'
  /** PostHog's page view, labelled with the page's vertical. */
  | '$pageview';

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  properties: AnalyticsProperties;
  at: string;
}

/** The public analytics ids, as the server's public config hands them to the browser. */
export interface AnalyticsSettings {
  posthogKey: string | null;
  posthogHost: string | null;
  ga4MeasurementId: string | null;
}
