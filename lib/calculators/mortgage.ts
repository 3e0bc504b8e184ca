import { amortizationByYear, monthlyPayment, toCents } from './amortization';
import { pmiAnnualRate } from './pmi';

interface MortgageInput {
  homePrice: number;
  downPayment: number;
  /** Interest rate as a ratio: 0.065 is 6.5%. */
  rate: number;
  years: number;
  /** Yearly property tax and homeowners insurance in dollars. */
  propertyTax: number;
  homeInsurance: number;
  creditScore: number;
}

/** A fixed-rate mortgage's monthly cost: principal and interest, tax, insurance and any PMI. */
export function mortgagePayment(input: MortgageInput) {
  const loan = Math.max(0, input.homePrice - input.downPayment);
  const months = input.years * 12;
  const principalAndInterest = monthlyPayment(loan, input.rate, months);
  const ltv = input.homePrice > 0 ? loan / input.homePrice : 0;
  // The PMI calculator's rule card: no row (under 3% down or a score under 620) means no
  // conventional loan fits, which is not the same as no PMI, so the payment says so instead of $0.
  const pmiRate = pmiAnnualRate(ltv, input.creditScore);
  const pmi = pmiRate === null ? null : (loan * pmiRate) / 12;
  const tax = input.propertyTax / 12;
  const insurance = input.homeInsurance / 12;
  return {
    loan,
    principalAndInterest: toCents(principalAndInterest),
    tax: toCents(tax),
    insurance: toCents(insurance),
    pmi: pmi === null ? null : toCents(pmi),
    total: toCents(principalAndInterest + tax + insurance + (pmi ?? 0)),
    totalInterest: toCents(Math.max(0, principalAndInterest * months - loan)),
    schedule: amortizationByYear(loan, input.rate, months),
  };
}
