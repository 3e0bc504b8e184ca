import { formatValue } from './display';

/** How one figure compares with another, as a phrase: "12% more than", "8% less than", "about the same as". */
export function comparedWith(value: number, other: number): string {
  if (other <= 0) return 'about the same as';
  const change = value / other - 1;
  if (Math.abs(change) < 0.005) return 'about the same as';
  return `${formatValue(Math.abs(change), 'percent')} ${change > 0 ? 'more' : 'less'} than`;
}
