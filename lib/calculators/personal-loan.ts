import { monthlyPayment, toCents, totalInterest } from './amortization';

interface PersonalLoanInput {
  amount: number;
  /** APR as a ratio: 0.1 is 10%. */
  apr: number;
  months: number;
  /** Origination fee as a ratio of the amount, taken out of what the borrower receives. */
  originationFee: number;
}

/** A fixed-rate personal loan: the payment, the interest, and what the fee costs up front. */
export function personalLoan({ amount, apr, months, originationFee }: PersonalLoanInput) {
  const fee = toCents(amount * originationFee);
  const interest = toCents(totalInterest(amount, apr, months));
  return {
    monthlyPayment: toCents(monthlyPayment(amount, apr, months)),
    totalInterest: interest,
    fee,
    amountReceived: toCents(amount - fee),
    totalCost: toCents(interest + fee),
  };
}
