import { ZIP_FORMAT } from '@/lib/zip/validate';

const UTM_KEY = /^utm_[a-z_]{1,30}$/;

/**
 * The compare-matches query: the zip and every utm value the visitor arrived with, read
 * defensively (first value of each key, bounded length) and kept for every link onward.
 */
export function readLandingQuery(search: Record<string, string | string[] | undefined>) {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const zipText = first(search.zip)?.trim() ?? '';
  // A plain pattern, not zod: the browser's quote flow imports this module for its path.
  const zip = ZIP_FORMAT.test(zipText) ? zipText : null;
  const utm = Object.fromEntries(
    Object.entries(search)
      .filter(([key]) => UTM_KEY.test(key))
      .map(([key, value]) => [key, (first(value) ?? '').slice(0, 200)] as const)
      .filter(([, value]) => value !== ''),
  );
  return { zip, zipText: zipText.slice(0, 10), utm };
}
