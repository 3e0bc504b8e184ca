import { daysInMonth, monthByNumber } from './months';

/**
 * A calendar date (YYYY-MM-DD) as the site writes it: November 20, 2026, from the months table.
 * Anything that is not a real calendar date is written as it came.
 */
export function formatLongDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  const entry = month === undefined ? null : monthByNumber(month);
  const last = year === undefined || month === undefined ? null : daysInMonth(year, month);
  if (!entry || day === undefined || last === null || day < 1 || day > last) return date;
  return `${entry.name} ${day}, ${year}`;
}
