/**
 * Axis labels: $250K, $1.2M. Not one of the spec's display formats, which are for figures.
 * Written out rather than through Intl's compact notation, which Node and browsers print
 * differently ("$300.0K" against "$300K") and which would then break hydration.
 */
export function formatCompactDollars(value: number): string {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  const short = (scaled: number, unit: string) => `${sign}$${Number(scaled.toFixed(1))}${unit}`;
  if (size >= 1_000_000) return short(size / 1_000_000, 'M');
  if (size >= 1_000) return short(size / 1_000, 'K');
  return `${sign}$${Math.round(size)}`;
}
