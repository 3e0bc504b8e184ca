/**
 * Borrower-paid monthly PMI as an annual rate of the loan, by loan-to-value band and credit
 * score: a typical published rate card (premiums run roughly 0.2% to 1.5% a year, higher for
 * smaller down payments and lower scores). Lenders quote their own; this is an estimate.
 */
const PMI_RATE_CARD: { maxLtv: number; rates: [minScore: number, rate: number][] }[] = [
  {
    maxLtv: 0.85,
    rates: [
      [760, 0.0019],
      [720, 0.0023],
      [680, 0.0033],
      [640, 0.0049],
      [620, 0.0062],
    ],
  },
  {
    maxLtv: 0.9,
    rates: [
      [760, 0.0028],
      [720, 0.0038],
      [680, 0.0054],
      [640, 0.0085],
      [620, 0.0106],
    ],
  },
  {
    maxLtv: 0.95,
    rates: [
      [760, 0.0038],
      [720, 0.0053],
      [680, 0.0079],
      [640, 0.0121],
      [620, 0.0146],
    ],
  },
  {
    maxLtv: 0.97,
    rates: [
      [760, 0.0058],
      [720, 0.007],
      [680, 0.0105],
      [640, 0.0145],
      [620, 0.0186],
    ],
  },
];
/** PMI ends automatically when the balance reaches 78% of the original value (Homeowners Protection Act). */
const PMI_AUTOMATIC_END_LTV = 0.78;
/** No PMI at 80% loan-to-value or less. */
const PMI_FREE_LTV = 0.8;

/** The annual PMI rate for a loan, or 0 when no PMI applies; null when no card row covers it. */
export function pmiAnnualRate(ltv: number, creditScore: number): number | null {
  if (ltv <= PMI_FREE_LTV) return 0;
  const band = PMI_RATE_CARD.find((row) => ltv <= row.maxLtv + 1e-9);
  if (!band) return null;
  return band.rates.find(([minScore]) => creditScore >= minScore)?.[1] ?? null;
}

interface PmiInput {
  homePrice: number;
  downPayment: number;
  creditScore: number;
}

/** Conventional-loan PMI: the rate, the monthly cost, and the balance at which it ends. */
export function pmiEstimate({ homePrice, downPayment, creditScore }: PmiInput) {
  const loan = Math.max(0, homePrice - downPayment);
  const ltv = homePrice > 0 ? loan / homePrice : 0;
  const rate = pmiAnnualRate(ltv, creditScore);
  return {
    loan,
    ltv,
    annualRate: rate,
    monthlyPmi: rate === null ? null : Math.round(((loan * rate) / 12) * 100) / 100,
    endsAtBalance: rate ? Math.round(homePrice * PMI_AUTOMATIC_END_LTV) : null,
  };
}
