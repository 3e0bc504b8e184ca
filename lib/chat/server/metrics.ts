import 'server-only';
import { METRICS_CAPACITY } from '@/lib/chat/constants';
import type { PerformanceMetrics } from '@/lib/chat/wire';

interface MetricsEntry extends PerformanceMetrics {
  at: string;
  provider: string;
}

/** The last METRICS_CAPACITY answers' timings, oldest dropped first, for the benchmarks. */
export function createMetricsLog(capacity: number = METRICS_CAPACITY) {
  const entries: MetricsEntry[] = [];
  return {
    record(entry: MetricsEntry) {
      entries.push(entry);
      if (entries.length > capacity) entries.splice(0, entries.length - capacity);
    },
    recent: (): readonly MetricsEntry[] => [...entries],
  };
}

export type MetricsLog = ReturnType<typeof createMetricsLog>;
