import { z } from 'zod';

/** Where an auto quote lands (site-and-lead-routing.md section 2); written without a trailing slash. */
export const COMPARE_MATCHES_PATH = '/insurance/auto/compare-matches';

/** Five digits with an optional -4 (section 5). */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

const UTM_KEY = /^utm_[a-z_]{1,30}$/;

/**
 * The compare-matches query: the zip and every utm value the visitor arrived with, read
 * defensively (first value of each key, bounded length) and kept for every link onward.
 */
export function readLandingQuery(search: Record<string, string | string[] | undefined>) {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const zipText = first(search.zip)?.trim() ?? '';
  const zip = z.string().regex(ZIP_PATTERN).safeParse(zipText);
  const utm = Object.fromEntries(
    Object.entries(search)
      .filter(([key]) => UTM_KEY.test(key))
      .map(([key, value]) => [key, (first(value) ?? '').slice(0, 200)] as const)
      .filter(([, value]) => value !== ''),
  );
  return { zip: zip.success ? zip.data : null, zipText: zipText.slice(0, 10), utm };
}
