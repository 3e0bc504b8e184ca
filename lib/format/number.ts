/** What the spec strips from a figure before reading it as a number: thousands commas, `$` and `%`. */
const DECORATION = /[,$%\s]/g;

/**
 * A table cell or API figure as a number, or null when it is missing or not numeric.
 * `"$1,234.50"` and `"12%"` read as 1234.5 and 12; `""`, `"No Data"` and NaN read as null.
 */
export function parseNumeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const stripped = value.replace(DECORATION, '');
  if (stripped === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(stripped)) return null;
  const parsed = Number(stripped);
  return Number.isFinite(parsed) ? parsed : null;
}
