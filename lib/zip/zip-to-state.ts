import { z } from 'zod';
import rangesFile from '@/data/zip/state-zip-ranges.json';
import { ZIP_TEXTS } from './messages';
import { zipInfoSchema, type ZipInfo } from './zip-info';

export type { ZipInfo };

const BLACKLIST_SUFFIX = '_Blacklist';
export const NOT_FOUND = 'NOT_FOUND';

/** Zips that sit inside another state's numeric range, or outside every range (section 5). */
const SPECIAL_ZIPS: ReadonlyMap<number, string> = new Map([
  [5501, 'MA'],
  [5544, 'MA'],
  [6390, `NY${BLACKLIST_SUFFIX}`],
  [501, 'NY'],
  [544, 'NY'],
  [20598, 'VA'],
]);

type ZipStateResult =
  { ok: true; state: string } | { ok: false; state: typeof NOT_FOUND; error: typeof ZIP_TEXTS.lookupFailed };

const notFound: ZipStateResult = { ok: false, state: NOT_FOUND, error: ZIP_TEXTS.lookupFailed };

/** A zip lookup over a table sorted once; each lookup is a binary search over the ranges. */
export function createZipToState(table: readonly ZipInfo[] | null | undefined) {
  const sorted = [...(table ?? [])].sort((a, b) => a.rangeFrom - b.rangeFrom);
  const blacklists = new Map(sorted.map((row) => [row, new Set(row.blackListedZipCodes)]));

  function rowFor(zip: number): ZipInfo | null {
    let low = 0;
    let high = sorted.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const row = sorted[middle];
      if (!row) return null;
      if (zip < row.rangeFrom) high = middle - 1;
      else if (zip > row.rangeTo) low = middle + 1;
      else return row;
    }
    return null;
  }

  /** The state code for a zip (`CA`, `NY_Blacklist`), or NOT_FOUND for a missing zip or table. */
  return function zipToState(zip: string | number | null | undefined): ZipStateResult {
    if (sorted.length === 0 || zip === null || zip === undefined) return notFound;
    const text = String(zip).trim();
    const digits = /^(\d{1,5})(-\d{4})?$/.exec(text)?.[1];
    if (!digits) return notFound;
    const numeric = Number(digits);
    const special = SPECIAL_ZIPS.get(numeric);
    if (special) return { ok: true, state: special };
    const row = rowFor(numeric);
    if (!row) return notFound;
    const blacklisted = blacklists.get(row)?.has(numeric) ?? false;
    return { ok: true, state: blacklisted ? `${row.st}${BLACKLIST_SUFFIX}` : row.st };
  };
}

export const stateZipRanges: readonly ZipInfo[] = z
  .object({ ranges: z.array(zipInfoSchema) })
  .parse(rangesFile).ranges;

/** The zip lookup over the site's own table in data/zip/. */
export const zipToState = createZipToState(stateZipRanges);
