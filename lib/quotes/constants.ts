/** The quote flow's constants: compare-matches' placement and profiles, and the fallback notice's timing. */
import type { Coverage } from '@/lib/rates/schemas';

export const RESULTS_VERTICAL = 'auto';
/**
 * compare-matches' own quote placement: its div name at the ad server and its click ids' label
 * (`placementFor(RESULTS_VERTICAL, 'results')`, written out so the pages that import these
 * constants do not carry the placements' table; a test holds the two together). Unlike the other
 * auto placements, its clicks go to the partner, not to compare-matches.
 */
export const RESULTS_PLACEMENT = `PS-${RESULTS_VERTICAL}`;

/**
 * The driver ages the rate tables price (the embedded tables hold exactly these; the rates API
 * answers any age). Each stands for its band, and the page names the age, not a range, so no
 * visitor reads a 24-year-old's price as an 18-year-old's.
 */
export const DRIVER_AGES = [18, 25, 35, 50, 65] as const;
export type DriverAge = (typeof DRIVER_AGES)[number];

/**
 * The driving records offered, by the profile names the state tables use ("other" and the auto
 * calculator's record factors). The quotes are priced for a clean record only, so a record
 * scales every insurer by the state's average surcharge for it: a sample, and it never reorders.
 * Poor credit is in those tables too but is not a driving record, so it is not offered.
 */
export const DRIVING_RECORDS = [
  { id: 'clean', profile: 'Clean record' },
  { id: 'ticket', profile: 'One speeding ticket' },
  { id: 'accident', profile: 'One at-fault accident' },
  { id: 'dui', profile: 'One DUI' },
] as const;
export type DrivingRecord = (typeof DRIVING_RECORDS)[number]['id'];

/** Spelt out rather than imported from the rates schemas, which would bring zod into the page's bundle. */
export const RESULTS_COVERAGES = ['full', 'minimum'] as const satisfies readonly Coverage[];

export interface ResultsProfile {
  age: DriverAge;
  record: DrivingRecord;
  coverage: Coverage;
}

/** The profile the state pages' tables use too: a 35-year-old with a clean record, full coverage. */
export const DEFAULT_PROFILE: ResultsProfile = { age: 35, record: 'clean', coverage: 'full' };

/** The query keys that carry a chosen profile, so a reload or a shared link keeps it. */
export const PROFILE_PARAMS = { age: 'age', record: 'record', coverage: 'coverage' } as const;

/**
 * How long "Please try again later." stays on the page before a fallback partner takes the
 * visitor away: long enough to be read (and announced), short enough not to feel stuck.
 */
export const FALLBACK_NOTICE_MS = 2_500;

/** Where an auto quote lands (site-and-lead-routing.md section 2); written without a trailing slash. */
export const COMPARE_MATCHES_PATH = '/insurance/auto/compare-matches';

/** The cookie naming the visitor's experiment arm, passed to partners as var3. */
export const EXPERIMENT_COOKIE = 'experiment';

export const DECISION_ENDPOINT = '/api/ads/decision/';

/** Whether this visitor is in the pilot split, kept like the partner choice. */
export const PILOT_KEY = 'quotePilot';
