import { monthlyPayment, toCents } from './amortization';

/**
 * FHA mortgage insurance as HUD sets it (Mortgagee Letter 2023-05, in force since March 20, 2023):
 * an upfront premium of 1.75% of the base loan, usually financed, and an annual premium by term,
 * loan amount and loan-to-value, paid monthly.
 */
const FHA_UPFRONT_MIP_RATE = 0.0175;
const FHA_MIN_DOWN_PAYMENT = { creditScore580: 0.035, creditScore500: 0.1 } as const;
/** The loan amount HUD's annual premium table splits at. */
const FHA_MIP_LOAN_THRESHOLD = 726_200;

export function fhaAnnualMipRate(baseLoan: number, ltv: number, years: number): number {
  const large = baseLoan > FHA_MIP_LOAN_THRESHOLD;
  if (years > 15) {
    if (large) return ltv > 0.95 ? 0.0075 : 0.007;
    return ltv > 0.95 ? 0.0055 : 0.005;
  }
  if (large) return ltv > 0.9 ? 0.0065 : ltv > 0.78 ? 0.004 : 0.0015;
  return ltv > 0.9 ? 0.004 : 0.0015;
}

/** Annual MIP lasts the life of the loan above 90% LTV, and 11 years at 90% or less. */
const fhaMipYears = (ltv: number, years: number) => (ltv > 0.9 ? years : Math.min(11, years));

interface FhaLoanInput {
  homePrice: number;
  downPayment: number;
  rate: number;
  years: number;
  creditScore: number;
}

export function fhaLoan(input: FhaLoanInput) {
  const minimumDown =
    input.creditScore >= 580
      ? FHA_MIN_DOWN_PAYMENT.creditScore580
      : input.creditScore >= 500
        ? FHA_MIN_DOWN_PAYMENT.creditScore500
        : null;
  const baseLoan = Math.max(0, input.homePrice - input.downPayment);
  const ltv = input.homePrice > 0 ? baseLoan / input.homePrice : 0;
  const upfrontMip = toCents(baseLoan * FHA_UPFRONT_MIP_RATE);
  const totalLoan = toCents(baseLoan + upfrontMip);
  const annualMipRate = fhaAnnualMipRate(baseLoan, ltv, input.years);
  const principalAndInterest = monthlyPayment(totalLoan, input.rate, input.years * 12);
  // The premium is charged on the base loan's balance; the first year's figure is the one quoted.
  const monthlyMip = (baseLoan * annualMipRate) / 12;
  return {
    eligible: minimumDown !== null && input.downPayment >= input.homePrice * minimumDown - 0.005,
    minimumDownPayment: minimumDown === null ? null : toCents(input.homePrice * minimumDown),
    baseLoan,
    ltv,
    upfrontMip,
    totalLoan,
    annualMipRate,
    mipYears: fhaMipYears(ltv, input.years),
    principalAndInterest: toCents(principalAndInterest),
    monthlyMip: toCents(monthlyMip),
    total: toCents(principalAndInterest + monthlyMip),
  };
}

/**
 * HUD's refund of the old upfront premium on an FHA-to-FHA refinance within three years: 80%
 * in the first month, two points less each month after, 10% in month 36, nothing later.
 */
export function upfrontMipRefundShare(monthsSinceClosing: number): number {
  if (monthsSinceClosing < 1 || monthsSinceClosing > 36) return 0;
  return (80 - 2 * (Math.floor(monthsSinceClosing) - 1)) / 100;
}

/** A streamline refinance must cut the combined rate (interest plus annual MIP) by half a point. */
const STREAMLINE_BENEFIT_POINTS = 0.005;

interface FhaRefinanceInput {
  balance: number;
  currentRate: number;
  currentMipRate: number;
  currentPayment: number;
  originalUpfrontMip: number;
  monthsSinceClosing: number;
  newRate: number;
  years: number;
  homeValue: number;
}

export function fhaStreamlineRefinance(input: FhaRefinanceInput) {
  const refund = toCents(input.originalUpfrontMip * upfrontMipRefundShare(input.monthsSinceClosing));
  const upfrontMip = toCents(Math.max(0, input.balance * FHA_UPFRONT_MIP_RATE - refund));
  const newLoan = toCents(input.balance + upfrontMip);
  const ltv = input.homeValue > 0 ? input.balance / input.homeValue : 1;
  const newMipRate = fhaAnnualMipRate(input.balance, ltv, input.years);
  const principalAndInterest = monthlyPayment(newLoan, input.newRate, input.years * 12);
  const newPayment = principalAndInterest + (input.balance * newMipRate) / 12;
  const combinedDrop = input.currentRate + input.currentMipRate - (input.newRate + newMipRate);
  return {
    refund,
    upfrontMip,
    newLoan,
    newMipRate,
    newPayment: toCents(newPayment),
    monthlySavings: toCents(input.currentPayment - newPayment),
    combinedRateDrop: combinedDrop,
    meetsNetTangibleBenefit: combinedDrop >= STREAMLINE_BENEFIT_POINTS - 1e-9,
  };
}
