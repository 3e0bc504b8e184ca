import 'server-only';
import { unstable_cache } from 'next/cache';
import { RATES_REVALIDATE_SECONDS, RATES_TAG } from './constants';
import { failuresOf, RatesUnavailableError } from './failures';

/** One endpoint's cache tag, for a revalidation to refresh that endpoint's answers alone. */
const ratesTag = (path: string) => `${RATES_TAG}:${path}`;

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
