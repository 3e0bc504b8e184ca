import type { AutoCalculatorData, Coverage } from '@/lib/rates/schemas';

interface DriverProfile {
  age: number;
  record: string;
  coverage: Coverage;
}

/** The factor for an age between the table's reference ages, by straight-line interpolation. */
function ageFactor(factors: AutoCalculatorData['age_factors'], age: number): number {
  const sorted = [...factors].sort((a, b) => a.age - b.age);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return 1;
  if (age <= first.age) return first.factor;
  if (age >= last.age) return last.factor;
  const upper = sorted.findIndex((entry) => entry.age >= age);
  const high = sorted[upper] ?? last;
  const low = sorted[upper - 1] ?? first;
  return low.factor + ((high.factor - low.factor) * (age - low.age)) / (high.age - low.age);
}

/** An annual and monthly estimate for a driver from the state's calculator data. */
export function estimateCarInsurance(data: AutoCalculatorData, profile: DriverProfile) {
  const record = data.record_factors.find((entry) => entry.profile === profile.record)?.factor ?? 1;
  const coverage = profile.coverage === 'minimum' ? data.minimum_share : 1;
  const annual = Math.round(
    data.base_annual_premium * ageFactor(data.age_factors, profile.age) * record * coverage,
  );
  return { annual, monthly: Math.round(annual / 12) };
}
