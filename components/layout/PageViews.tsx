'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import type { AnalyticsSettings } from '@/lib/analytics/events';
import { pageVertical } from '@/lib/analytics/page-vertical';
import { configureAnalytics, track } from '@/lib/analytics/track';

/**
 * One `$pageview` per navigation, on every page, labelled with its vertical: the first load and
 * each client-side navigation (the path changes; a query or hash change alone is not a new page).
 */
export function PageViews({ analytics }: { analytics: AnalyticsSettings }) {
  const pathname = usePathname();
  useEffect(() => configureAnalytics(analytics), [analytics]);
  useEffect(() => {
    track('$pageview', { vertical: pageVertical(pathname), path: pathname });
  }, [pathname]);
  return null;
}
