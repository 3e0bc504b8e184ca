import type { z } from 'zod';
import type { statePremiumsSchema } from './schemas';

type Premiums = z.infer<typeof statePremiumsSchema>['premiums'];

/**
 * Full coverage by driver age, anchored on the state average: the insurers' average at each age,
 * scaled so age 35 (the age every state figure is quoted at) equals `averageAt35`. Without the
 * anchor the chart's 35-year-old would show the insurers' mean, a second "average" beside the
 * state's own on the same page.
 */
export function fullCoverageByAge(
  premiums: Premiums,
  averageAt35: number,
): { age: number; premium: number }[] {
  const byAge = new Map<number, number[]>();
  for (const row of premiums) {
    if (row.coverage !== 'full') continue;
    byAge.set(row.age, [...(byAge.get(row.age) ?? []), row.annual_premium]);
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const reference = byAge.get(35);
  if (!reference?.length) return [];
  const scale = averageAt35 / mean(reference);
  return [...byAge]
    .sort(([a], [b]) => a - b)
    .map(([age, values]) => ({ age, premium: age === 35 ? averageAt35 : Math.round(mean(values) * scale) }));
}
