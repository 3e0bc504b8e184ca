import type { AnalyticsEventName, AnalyticsProperties, AnalyticsSettings } from './events';
import { sinksFor } from './sinks';

/**
 * The one way the site reports events: `track()` fans each event out to every configured
 * analytics service. Events sent before `configure` wait for it; a failing service never breaks
 * the page.
 */
export function createTracker() {
  let settle: (settings: AnalyticsSettings) => void = () => undefined;
  const sinks = new Promise<AnalyticsSettings>((resolve) => {
    settle = resolve;
  }).then(sinksFor);

  return {
    configure(settings: AnalyticsSettings) {
      settle(settings);
    },
    track(name: AnalyticsEventName, properties: AnalyticsProperties = {}) {
      const event = { name, properties, at: new Date().toISOString() };
      void sinks.then((ready) => {
        for (const sink of ready) {
          try {
            sink.send(event);
          } catch (error) {
            console.warn(`Analytics event ${name} could not be sent to ${sink.name}.`, error);
          }
        }
      });
    },
  };
}

const tracker = createTracker();
export const configureAnalytics = tracker.configure;
export const track = tracker.track;
