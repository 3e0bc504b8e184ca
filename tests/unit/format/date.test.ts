import { describe, expect, it } from 'vitest';
import { formatLongDate } from '@/lib/format/date';
import { daysInMonth, MONTHS, monthByNumber } from '@/lib/format/months';

describe('the months table and long dates', () => {
  it('holds the twelve months in order, with their days in a common year', () => {
    expect(MONTHS.map((month) => month.abbreviation)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(MONTHS.reduce((days, month) => days + month.days, 0)).toBe(365);
    expect(monthByNumber(11)?.name).toBe('November');
    expect(monthByNumber(13)).toBeNull();
  });

  it('gives February 29 days in a leap year, 28 otherwise', () => {
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('writes a date as the site does, and leaves what is not a date as it came', () => {
    expect(formatLongDate('2026-11-20')).toBe('November 20, 2026');
    expect(formatLongDate('2026-01-05T09:00:00.000Z')).toBe('January 5, 2026');
    expect(formatLongDate('2028-02-29')).toBe('February 29, 2028');
    expect(formatLongDate('2026-02-29')).toBe('2026-02-29');
    expect(formatLongDate('soon')).toBe('soon');
  });
});
