import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracker } from '@/lib/analytics/track';

const posthog = vi.hoisted(() => ({ init: vi.fn(), capture: vi.fn() }));
const ga = vi.hoisted(() => ({ initialize: vi.fn(), event: vi.fn() }));
vi.mock('posthog-js', () => ({ default: posthog }));
vi.mock('react-ga4', () => ({ default: ga }));

const NONE = { posthogKey: null, posthogHost: null, ga4MeasurementId: null };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  window.__analyticsEvents = [];
});

describe('track()', () => {
  it('records events in the page when no analytics service is configured, including those sent before configuration', async () => {
    const tracker = createTracker();
    tracker.track('CharlieOpen', { sessionId: 'session_1_a' });
    tracker.configure(NONE);
    tracker.track('CharlieMessage', { length: 12 });
    await settle();
    expect(window.__analyticsEvents?.map(({ name, properties }) => ({ name, properties }))).toEqual([
      { name: 'CharlieOpen', properties: { sessionId: 'session_1_a' } },
      { name: 'CharlieMessage', properties: { length: 12 } },
    ]);
    expect(posthog.capture).not.toHaveBeenCalled();
    expect(ga.event).not.toHaveBeenCalled();
  });

  it('sends each event to PostHog and GA4 when both are configured', async () => {
    const tracker = createTracker();
    tracker.configure({
      posthogKey: 'phc_public',
      posthogHost: 'https://us.i.posthog.com',
      ga4MeasurementId: 'G-ABC123',
    });
    tracker.track('CharlieResponse', { sources: 3 });
    await settle();
    expect(posthog.init).toHaveBeenCalledWith(
      'phc_public',
      expect.objectContaining({ api_host: 'https://us.i.posthog.com' }),
    );
    expect(posthog.capture).toHaveBeenCalledWith('CharlieResponse', { sources: 3 });
    expect(ga.initialize).toHaveBeenCalledWith('G-ABC123');
    expect(ga.event).toHaveBeenCalledWith('CharlieResponse', { sources: 3 });
    expect(window.__analyticsEvents ?? []).toEqual([]);
  });

  it('keeps going when a service throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    posthog.capture.mockImplementationOnce(() => {
      throw new Error('blocked by an ad blocker');
    });
    const tracker = createTracker();
    tracker.configure({
      posthogKey: 'phc_public',
      posthogHost: 'https://us.i.posthog.com',
      ga4MeasurementId: 'G-ABC123',
    });
    tracker.track('CharlieFailure', { kind: 'timeout' });
    await settle();
    expect(ga.event).toHaveBeenCalledWith('CharlieFailure', { kind: 'timeout' });
    expect(warn).toHaveBeenCalled();
  });

  describe('for a visitor who opted out of sale and sharing', () => {
    const BOTH = {
      posthogKey: 'phc_public',
      posthogHost: 'https://us.i.posthog.com',
      ga4MeasurementId: 'G-ABC123',
    };
    beforeEach(() => {
      vi.clearAllMocks();
    });
    afterEach(() => {
      document.cookie = 'privacy_opt_out=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
      Reflect.deleteProperty(navigator, 'globalPrivacyControl');
      vi.clearAllMocks();
    });

    it('loads no analytics service when the do-not-sell switch is on, and keeps events in the page', async () => {
      document.cookie = 'privacy_opt_out=1; path=/';
      const tracker = createTracker();
      tracker.configure(BOTH);
      tracker.track('CharlieOpen', { sessionId: 'session_1_a' });
      await settle();
      expect(posthog.init).not.toHaveBeenCalled();
      expect(ga.initialize).not.toHaveBeenCalled();
      expect(window.__analyticsEvents?.map((event) => event.name)).toEqual(['CharlieOpen']);
    });

    it('honours Global Privacy Control the same way', async () => {
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
      const tracker = createTracker();
      tracker.configure(BOTH);
      tracker.track('CharlieOpen', {});
      await settle();
      expect(posthog.init).not.toHaveBeenCalled();
    });

    it('stops sending the moment the visitor opts out mid-visit', async () => {
      const tracker = createTracker();
      tracker.configure(BOTH);
      tracker.track('CharlieOpen', {});
      await settle();
      document.cookie = 'privacy_opt_out=1; path=/';
      tracker.track('CharlieMessage', { length: 3 });
      await settle();
      expect(posthog.capture.mock.calls.map(([name]) => name)).toEqual(['CharlieOpen']);
      expect(ga.event.mock.calls.map(([name]) => name)).toEqual(['CharlieOpen']);
    });
  });
});
