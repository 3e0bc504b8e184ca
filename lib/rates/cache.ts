import 'server-only';
import { unstable_cache } from 'next/cache';

/** Cache tags for rates answers: all of them, or one endpoint's, for a revalidation to refresh. */
export const RATES_TAG = 'rates';
export const ratesTag = (path: string) => `${RATES_TAG}:${path}`;
/** Rates tables change when the data team publishes a year, not by the minute. */
export const RATES_REVALIDATE_SECONDS = 3_600;

/** One rates answer, cached across requests under its endpoint's tags. */
export function cachedRatesCall<T>(path: string, key: string, call: () => Promise<T>): Promise<T> {
  return unstable_cache(call, [RATES_TAG, path, key], {
    tags: [RATES_TAG, ratesTag(path)],
    revalidate: RATES_REVALIDATE_SECONDS,
  })();
}
