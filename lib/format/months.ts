import { z } from 'zod';
import monthsFile from '@/data/reference/months.json';

/**
 * The months table (site-and-lead-routing.md section 3, "tables of US states and months").
 * Decision: a reference table like the states', kept as site data (data/reference/), not in the
 * CMS: nothing about a month is an editor's to change.
 */
const monthSchema = z.object({
  number: z.int().min(1).max(12),
  name: z.string().min(3),
  abbreviation: z.string().length(3),
  days: z.int().min(28).max(31),
});
export type Month = z.infer<typeof monthSchema>;

export const MONTHS: readonly Month[] = z
  .object({ months: z.array(monthSchema).length(12) })
  .parse(monthsFile)
  .months.toSorted((a, b) => a.number - b.number);

/** A month by its number, 1 to 12; null for any other number. */
export const monthByNumber = (number: number): Month | null => MONTHS[number - 1] ?? null;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The days in a month of a year: February's 29 in a leap year. */
export function daysInMonth(year: number, month: number): number | null {
  const entry = monthByNumber(month);
  if (!entry) return null;
  return entry.number === 2 && isLeapYear(year) ? 29 : entry.days;
}
