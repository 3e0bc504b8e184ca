/** Data years the rates API serves (site-and-lead-routing.md section 9). */
export const DEFAULT_DATA_YEAR = 2021;
export const STATE_YEARS = [2019, 2020, 2021] as const;
export const LOANS_DEFAULT_YEAR = 2022;
export type StateYear = (typeof STATE_YEARS)[number];

export const isStateYear = (year: number): year is StateYear =>
  (STATE_YEARS as readonly number[]).includes(year);
