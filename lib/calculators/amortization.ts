/** Rounds to cents the way a lender's statement does. */
export const toCents = (value: number) => Math.round(value * 100) / 100;

/**
 * The level monthly payment that repays `principal` over `months` at `annualRate` (0.06 is 6%),
 * the standard amortization formula P·r / (1 − (1 + r)^−n) with r the monthly rate.
 */
export function monthlyPayment(principal: number, annualRate: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  const rate = annualRate / 12;
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}

export interface AmortizationYear {
  year: number;
  principalPaid: number;
  interestPaid: number;
  balance: number;
}

/** The schedule summed by year: what each year's payments put toward principal and interest. */
export function amortizationByYear(
  principal: number,
  annualRate: number,
  months: number,
): AmortizationYear[] {
  const payment = monthlyPayment(principal, annualRate, months);
  const rate = annualRate / 12;
  const years: AmortizationYear[] = [];
  let balance = principal;
  for (let month = 1; month <= months; month++) {
    const interest = balance * rate;
    // The last payment clears whatever rounding left behind.
    const toPrincipal = month === months ? balance : payment - interest;
    balance = Math.max(0, balance - toPrincipal);
    const year = Math.ceil(month / 12);
    const entry = years[year - 1] ?? { year, principalPaid: 0, interestPaid: 0, balance };
    entry.principalPaid += toPrincipal;
    entry.interestPaid += interest;
    entry.balance = balance;
    years[year - 1] = entry;
  }
  return years.map((entry) => ({
    year: entry.year,
    principalPaid: toCents(entry.principalPaid),
    interestPaid: toCents(entry.interestPaid),
    balance: toCents(entry.balance),
  }));
}

/** Total interest over the life of a level-payment loan. */
export const totalInterest = (principal: number, annualRate: number, months: number) =>
  Math.max(0, monthlyPayment(principal, annualRate, months) * months - principal);
