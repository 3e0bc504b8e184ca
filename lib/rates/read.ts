import 'server-only';
import { log } from '@/lib/log';
import type { RatesSource } from './source';
import { getRatesSource } from './source-for-config';

/**
 * A rates read for a page: a failure of any kind (the 403/500 error included) is logged and
 * answered as null, so the page renders without that figure instead of failing.
 */
export async function readRates<T>(
  label: string,
  call: (source: RatesSource) => Promise<T | null>,
): Promise<T | null> {
  try {
    return await call(getRatesSource());
  } catch (error) {
    log.warn('rates.page_read_failed', { read: label, error });
    return null;
  }
}

/** Whether the figures on a page come from the sample tables, which the page must say. */
export const ratesAreSample = () => getRatesSource().name === 'embedded';
