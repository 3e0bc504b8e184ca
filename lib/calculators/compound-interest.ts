import { toCents } from './amortization';

/** How often the bank adds interest: the spec's calculator offers these. */
export const COMPOUNDING = { daily: 365, monthly: 12, quarterly: 4, annually: 1 } as const;
export type Compounding = keyof typeof COMPOUNDING;

interface CompoundInterestInput {
  /** What the saver starts with. */
  principal: number;
  /** The yearly rate as a ratio: 0.04 is 4%. */
  annualRate: number;
  years: number;
  compounding: Compounding;
  /** Added at the end of every month. */
  monthlyContribution: number;
}

export interface CompoundYear {
  year: number;
  balance: number;
  contributed: number;
  interest: number;
}

/**
 * Savings growth: the principal grows as P(1 + r/n)^(nt); each month's contribution earns the
 * monthly rate equivalent to that compounding, (1 + r/n)^(n/12) − 1, from the month after it is
 * paid in. Decision: contributions are made at the end of each month, as most automatic transfers
 * land after payday, so the first one earns nothing in its own month.
 */
export function compoundInterest({
  principal,
  annualRate,
  years,
  compounding,
  monthlyContribution,
}: CompoundInterestInput) {
  const perYear = COMPOUNDING[compounding];
  const monthlyRate = (1 + annualRate / perYear) ** (perYear / 12) - 1;
  const months = Math.round(years * 12);
  const schedule: CompoundYear[] = [];
  let balance = principal;
  let contributed = principal;
  for (let month = 1; month <= months; month += 1) {
    balance = balance * (1 + monthlyRate) + monthlyContribution;
    contributed += monthlyContribution;
    if (month % 12 === 0 || month === months) {
      schedule.push({
        year: Math.ceil(month / 12),
        balance: toCents(balance),
        contributed: toCents(contributed),
        interest: toCents(balance - contributed),
      });
    }
  }
  return {
    finalBalance: toCents(balance),
    totalContributed: toCents(contributed),
    totalInterest: toCents(balance - contributed),
    schedule,
  };
}
