/**
 * The little geometry the site's charts need, without a chart library: a "nice" axis maximum and
 * its ticks, and positions as percentages so an SVG can stretch to its column's width while text
 * keeps its size (no viewBox scaling, so nothing reflows or shrinks on a phone).
 */

const NICE_STEPS = [1, 2, 2.5, 5, 10];

/** The smallest round number at or above `max` that splits into `count` round steps. */
export function niceScale(max: number, count = 4): { max: number; ticks: number[] } {
  if (!(max > 0)) return { max: 1, ticks: [0, 1] };
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = (NICE_STEPS.find((candidate) => candidate * magnitude >= rough) ?? 10) * magnitude;
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) =>
    Number((index * step).toFixed(6)),
  );
  return { max: top, ticks };
}

/** Where `value` sits on a 0…`max` axis, as a percentage string for SVG attributes. */
export const percentOf = (value: number, max: number) =>
  `${Math.max(0, Math.min(100, (value / max) * 100)).toFixed(2)}%`;
