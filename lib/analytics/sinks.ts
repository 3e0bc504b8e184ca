import { browserOptsOut } from '@/lib/privacy/browser-opt-out';
import type { AnalyticsEvent, AnalyticsSettings } from './events';

/** Where events go: PostHog and GA4 when configured, an in-page recording otherwise. */
interface AnalyticsSink {
  readonly name: string;
  send(event: AnalyticsEvent): void;
}

const RECORDING_CAPACITY = 200;

declare global {
  interface Window {
    /** The recording sink's events, for tests and for anyone checking events without an analytics account. */
    __analyticsEvents?: AnalyticsEvent[];
  }
}

function recordingSink(): AnalyticsSink {
  return {
    name: 'recording',
    send(event) {
      const events = (window.__analyticsEvents ??= []);
      events.push(event);
      if (events.length > RECORDING_CAPACITY) events.splice(0, events.length - RECORDING_CAPACITY);
    },
  };
}

async function posthogSink(key: string, host: string): Promise<AnalyticsSink> {
  const { default: posthog } = await import('posthog-js');
  posthog.init(key, {
    api_host: host,
    autocapture: false,
    capture_pageview: false,
    persistence: 'localStorage',
  });
  return { name: 'posthog', send: (event) => posthog.capture(event.name, event.properties) };
}

async function ga4Sink(measurementId: string): Promise<AnalyticsSink> {
  const { default: ReactGA } = await import('react-ga4');
  ReactGA.initialize(measurementId);
  return {
    name: 'ga4',
    send: (event) =>
      // GA4 names page views itself; its event names cannot start with `$`.
      event.name === '$pageview'
        ? ReactGA.send({ hitType: 'pageview', page: window.location.pathname, ...event.properties })
        : ReactGA.event(event.name, event.properties),
  };
}

/** A remote service hears nothing from a visitor who has opted out, even one who opts out mid-visit. */
function optOutAware(sink: AnalyticsSink): AnalyticsSink {
  return { name: sink.name, send: (event) => (browserOptsOut() ? undefined : sink.send(event)) };
}

/**
 * The SDKs load only when an id is configured, only when the first event is sent, and never for a
 * visitor who has opted out of sale and sharing (lib/privacy/opt-out.ts): they get the in-page
 * recording only.
 */
export async function sinksFor(settings: AnalyticsSettings): Promise<AnalyticsSink[]> {
  if (browserOptsOut()) return [recordingSink()];
  const remote: Promise<AnalyticsSink>[] = [];
  if (settings.posthogKey && settings.posthogHost)
    remote.push(posthogSink(settings.posthogKey, settings.posthogHost));
  if (settings.ga4MeasurementId) remote.push(ga4Sink(settings.ga4MeasurementId));
  if (remote.length === 0) return [recordingSink()];
  const loaded = await Promise.allSettled(remote);
  const sinks = loaded.flatMap((result) =>
    result.status === 'fulfilled' ? [optOutAware(result.value)] : [],
  );
  for (const result of loaded) {
    if (result.status === 'rejected')
      console.warn('An analytics service could not be loaded.', result.reason);
  }
  return sinks;
}
