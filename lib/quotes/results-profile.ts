import type { Coverage } from '@/lib/rates/schemas';
import { DRIVING_RECORDS, type DrivingRecord, type ResultsProfile } from './constants';

/**
 * compare-matches' list for a driver profile: every insurer the state's quotes name, priced and
 * ordered on the visitor's side so a new profile needs no request. Client-safe: plain data only.
 */

/** One insurer on the list, as the server found it in the company and review data. */
export interface MatchCompany {
  name: string;
  /** The ad keyword the click carries: the company's id on this site, like a review page's form. */
  keyword: string;
  /** The site's logo file, or null where the company has none (the card shows a monogram). */
  logo: string | null;
  /** The site's own review score out of 5, or null where the site has not reviewed it. */
  rating: number | null;
}

/**
 * Every profile's prices for one state, small enough to ship with the page (the embedded tables
 * give about 16 insurers by 5 ages by 2 coverages). Prices are the quotes' own monthly figures,
 * by the company's index, null where a profile's quotes leave the company out.
 */
export interface MatchTable {
  companies: MatchCompany[];
  monthly: Record<string, (number | null)[]>;
  /** The state's average price for each record over a clean record's; records missing are not offered. */
  recordFactors: Partial<Record<DrivingRecord, number>>;
}

export interface PricedMatch {
  company: MatchCompany;
  monthly: number;
}

export const profileKey = (age: number, coverage: Coverage) => `${age}-${coverage}`;

/** The records a state's table can price: always a clean record, others where the state has a factor. */
export const recordsFor = (table: MatchTable): DrivingRecord[] =>
  DRIVING_RECORDS.map((record) => record.id).filter(
    (record) => record === 'clean' || table.recordFactors[record] !== undefined,
  );

/** The insurers quoting this profile, cheapest first; equal prices go by name so the order is stable. */
export function pricedMatches(table: MatchTable, profile: ResultsProfile): PricedMatch[] {
  const prices = table.monthly[profileKey(profile.age, profile.coverage)] ?? [];
  const factor = profile.record === 'clean' ? 1 : (table.recordFactors[profile.record] ?? null);
  if (factor === null) return [];
  return table.companies
    .flatMap((company, index) => {
      const price = prices[index];
      return price === null || price === undefined ? [] : [{ company, monthly: Math.round(price * factor) }];
    })
    .sort((a, b) => a.monthly - b.monthly || a.company.name.localeCompare(b.company.name, 'en-US'));
}
