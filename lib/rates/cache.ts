import 'server-only';
import { unstable_cache } from 'next/cache';
import { failuresOf, RatesUnavailableError } from './failures';

/** Cache tags for rates answers: all of them, or one endpoint's, for a revalidation to refresh. */
export const RATES_TAG = 'rates';
export const ratesTag = (path: string) => `${RATES_TAG}:${path}`;
/** Rates tables change when the data team publishes a year, not by the minute. */
export const RATES_REVALIDATE_SECONDS = 3_600;

/**
 * One rates answer, cached across requests under its endpoint's tags. A failed call throws
 * RatesUnavailableError instead of being stored, so the next request tries again; once an answer
 * is stored, Next keeps serving it when a later refresh fails.
 */
export function cachedRatesCall<T>(path: string, key: string, call: () => Promise<T>): Promise<T> {
  const answered = async () => {
    const { value, failed } = await failuresOf(call);
    if (failed) throw new RatesUnavailableError(path);
    return value;
  };
  return unstable_cache(answered, [RATES_TAG, path, key], {
    tags: [RATES_TAG, ratesTag(path)],
    revalidate: RATES_REVALIDATE_SECONDS,
  })();
}
