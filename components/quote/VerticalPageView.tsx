'use client';

import { useEffect } from 'react';
import type { AnalyticsSettings } from '@/lib/analytics/events';
import { configureAnalytics, track } from '@/lib/analytics/track';

/** Reports a vertical page's view, labelled with its vertical (site-and-lead-routing.md section 7). */
export function VerticalPageView({
  vertical,
  analytics,
}: {
  vertical: string;
  analytics: AnalyticsSettings;
}) {
  useEffect(() => {
    configureAnalytics(analytics);
    track('$pageview', { vertical });
  }, [vertical, analytics]);
  return null;
}
