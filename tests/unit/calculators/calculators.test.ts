import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortizationByYear, monthlyPayment, totalInterest } from '@/lib/calculators/amortization';
import { estimateCarInsurance } from '@/lib/calculators/car-insurance';
import { cashBackValue } from '@/lib/calculators/cash-back';
import { compoundInterest } from '@/lib/calculators/compound-interest';
import { compareCostOfLiving } from '@/lib/calculators/cost-of-living';
import {
  fhaAnnualMipRate,
  fhaLoan,
  fhaStreamlineRefinance,
  upfrontMipRefundShare,
} from '@/lib/calculators/fha';
import { mortgagePayment } from '@/lib/calculators/mortgage';
import { personalLoan } from '@/lib/calculators/personal-loan';
import { pmiAnnualRate, pmiEstimate } from '@/lib/calculators/pmi';
import { OHIO_AUTO_CALCULATOR } from '../../fixtures/rates/auto-calculator';

const cents = (value: number) => Math.round(value * 100) / 100;

describe('amortization', () => {
  // The textbook cases: any amortization table (or a spreadsheet's PMT) gives these figures.
  it.each([
    [200_000, 0.06, 360, 1_199.1],
    [100_000, 0.05, 360, 536.82],
    [150_000, 0.04, 180, 1_109.53],
    [10_000, 0.1, 36, 322.67],
    [12_000, 0, 12, 1_000],
  ])('%i at %f over %i months pays %f a month', (principal, rate, months, payment) => {
    expect(cents(monthlyPayment(principal, rate, months))).toBe(payment);
  });

  it('matches the 30-year fixed table for $200,000 at 6%', () => {
    const years = amortizationByYear(200_000, 0.06, 360);
    expect(years).toHaveLength(30);
    expect(years[0]).toEqual({
      year: 1,
      principalPaid: 2_456.02,
      interestPaid: 11_933.19,
      balance: 197_543.98,
    });
    expect(years.at(-1)?.balance).toBe(0);
    expect(cents(totalInterest(200_000, 0.06, 360))).toBe(231_676.38);
  });

  it('repays exactly the principal, whatever the loan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.constantFrom(12, 36, 60, 180, 360),
        (principal, basisPoints, months) => {
          const schedule = amortizationByYear(principal, basisPoints / 10_000, months);
          const repaid = schedule.reduce((sum, year) => sum + year.principalPaid, 0);
          // Each year is rounded to cents, so thirty years may drift by up to 15 cents.
          expect(Math.abs(repaid - principal)).toBeLessThan(0.16);
          expect(schedule.at(-1)?.balance).toBe(0);
        },
      ),
    );
  });
});

describe('personal loan', () => {
  it('gives the payment, interest and fee of a $10,000, 3-year loan at 10% with a 5% fee', () => {
    expect(personalLoan({ amount: 10_000, apr: 0.1, months: 36, originationFee: 0.05 })).toEqual({
      monthlyPayment: 322.67,
      totalInterest: 1_616.19,
      fee: 500,
      amountReceived: 9_500,
      totalCost: 2_116.19,
    });
  });
});

describe('PMI', () => {
  it('is free at 20% down and priced by loan-to-value and score below it', () => {
    expect(pmiAnnualRate(0.8, 700)).toBe(0);
    expect(pmiAnnualRate(0.9, 740)).toBe(0.0038);
    expect(pmiAnnualRate(0.97, 600)).toBeNull();
    expect(pmiAnnualRate(0.99, 800)).toBeNull();
  });

  it('estimates $85.50 a month on a $300,000 home with 10% down and a 740 score', () => {
    expect(pmiEstimate({ homePrice: 300_000, downPayment: 30_000, creditScore: 740 })).toMatchObject({
      loan: 270_000,
      monthlyPmi: 85.5,
      endsAtBalance: 234_000,
    });
  });

  it('never charges more for a bigger down payment or a better score', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 620, max: 850 }), (down, score) => {
        const ltv = 1 - 0.03 - down / 1_000;
        const rate = pmiAnnualRate(ltv, score) ?? Infinity;
        expect((pmiAnnualRate(ltv - 0.01, score) ?? Infinity) <= rate).toBe(true);
        expect((pmiAnnualRate(ltv, score + 20) ?? Infinity) <= rate).toBe(true);
      }),
    );
  });
});

describe('mortgage', () => {
  it('adds tax, insurance and PMI to principal and interest', () => {
    const result = mortgagePayment({
      homePrice: 250_000,
      downPayment: 50_000,
      rate: 0.06,
      years: 30,
      propertyTax: 3_000,
      homeInsurance: 1_200,
      creditScore: 740,
    });
    expect(result).toMatchObject({
      loan: 200_000,
      principalAndInterest: 1_199.1,
      tax: 250,
      insurance: 100,
      pmi: 0,
    });
    expect(result.total).toBe(1_549.1);
  });

  const base = { homePrice: 300_000, rate: 0.065, years: 30, propertyTax: 3_600, homeInsurance: 1_500 };

  it.each([
    ['2.9% down (97.1% loan-to-value)', 8_700, 760],
    ['a 600 credit score', 30_000, 600],
  ])(
    'finds no conventional PMI with %s, as the PMI calculator says, rather than $0',
    (_case, downPayment, creditScore) => {
      const mortgage = mortgagePayment({ ...base, downPayment, creditScore });
      expect(mortgage.pmi).toBeNull();
      expect(pmiEstimate({ homePrice: base.homePrice, downPayment, creditScore }).annualRate).toBeNull();
    },
  );

  it('charges the PMI calculator’s monthly PMI when a rate card row fits', () => {
    const input = { homePrice: base.homePrice, downPayment: 30_000, creditScore: 700 };
    expect(mortgagePayment({ ...base, ...input }).pmi).toBe(pmiEstimate(input).monthlyPmi);
  });
});

describe('FHA', () => {
  it('prices a $300,000 home with 3.5% down the way HUD does', () => {
    const loan = fhaLoan({
      homePrice: 300_000,
      downPayment: 10_500,
      rate: 0.065,
      years: 30,
      creditScore: 640,
    });
    expect(loan).toMatchObject({
      eligible: true,
      baseLoan: 289_500,
      upfrontMip: 5_066.25,
      totalLoan: 294_566.25,
      annualMipRate: 0.0055,
      mipYears: 30,
      monthlyMip: 132.69,
    });
  });

  it('follows the annual MIP table by term, amount and loan-to-value', () => {
    expect(fhaAnnualMipRate(300_000, 0.95, 30)).toBe(0.005);
    expect(fhaAnnualMipRate(800_000, 0.965, 30)).toBe(0.0075);
    expect(fhaAnnualMipRate(300_000, 0.9, 15)).toBe(0.0015);
    expect(fhaAnnualMipRate(800_000, 0.85, 15)).toBe(0.004);
  });

  it('needs 3.5% down at 580 and up, 10% from 500, and refuses below 500', () => {
    expect(
      fhaLoan({ homePrice: 200_000, downPayment: 7_000, rate: 0.06, years: 30, creditScore: 580 }).eligible,
    ).toBe(true);
    expect(
      fhaLoan({ homePrice: 200_000, downPayment: 7_000, rate: 0.06, years: 30, creditScore: 560 }).eligible,
    ).toBe(false);
    expect(
      fhaLoan({ homePrice: 200_000, downPayment: 20_000, rate: 0.06, years: 30, creditScore: 499 }).eligible,
    ).toBe(false);
  });

  it('refunds the old upfront premium on HUD schedule: 80% in month 1 down to 10% in month 36', () => {
    expect(upfrontMipRefundShare(1)).toBe(0.8);
    expect(upfrontMipRefundShare(12)).toBe(0.58);
    expect(upfrontMipRefundShare(36)).toBe(0.1);
    expect(upfrontMipRefundShare(37)).toBe(0);
  });

  it('checks the streamline net tangible benefit: half a point off the combined rate', () => {
    const base = {
      balance: 250_000,
      currentRate: 0.075,
      currentMipRate: 0.0055,
      currentPayment: 1_862,
      originalUpfrontMip: 4_500,
      monthsSinceClosing: 12,
      years: 30,
      homeValue: 270_000,
    };
    const good = fhaStreamlineRefinance({ ...base, newRate: 0.065 });
    expect(good.refund).toBe(2_610);
    expect(good.upfrontMip).toBe(1_765);
    expect(good.meetsNetTangibleBenefit).toBe(true);
    expect(good.monthlySavings).toBeGreaterThan(0);
    expect(fhaStreamlineRefinance({ ...base, newRate: 0.0725 }).meetsNetTangibleBenefit).toBe(false);
  });
});

describe('cash back, cost of living and car insurance', () => {
  it('pays 2% flat on $1,000 a month: $240 a year, plus the bonus less the fee in year one', () => {
    expect(
      cashBackValue(
        { name: 'Flat', annualFee: 0, welcomeBonus: 200, rates: { other: 0.02 } },
        { other: 1_000 },
      ),
    ).toEqual({ rewards: 240, firstYear: 440, everyYear: 240 });
  });

  it('scales a salary by the ratio of the cost indexes', () => {
    const from = {
      index: 100,
      housing: 100,
      groceries: 100,
      transportation: 100,
      healthcare: 100,
      utilities: 100,
    };
    const to = { ...from, index: 125, housing: 150 };
    const result = compareCostOfLiving(60_000, from, to);
    expect(result.equivalentSalary).toBe(75_000);
    expect(result.categories.find((entry) => entry.key === 'housing')?.change).toBeCloseTo(0.5);
  });

  it('estimates car insurance from the state data, interpolating between ages', () => {
    const data = OHIO_AUTO_CALCULATOR;
    expect(estimateCarInsurance(data, { age: 30, record: 'Clean record', coverage: 'full' })).toEqual({
      annual: 1_320,
      monthly: 110,
    });
    expect(estimateCarInsurance(data, { age: 35, record: 'One DUI', coverage: 'minimum' }).annual).toBe(648);
  });
});

describe('compound interest', () => {
  const savings = { principal: 10_000, annualRate: 0.04, years: 10, monthlyContribution: 0 } as const;

  // The textbook case: A = P(1 + r/n)^(nt), to the cent.
  it('grows $10,000 at 4% compounded monthly for 10 years to $14,908.33', () => {
    expect(compoundInterest({ ...savings, compounding: 'monthly' })).toMatchObject({
      finalBalance: 14_908.33,
      totalContributed: 10_000,
      totalInterest: 4_908.33,
    });
  });

  it.each([
    ['annually', 14_802.44],
    ['quarterly', 14_888.64],
    ['daily', 14_917.92],
  ] as const)('compounds %s to %f: frequency matters far less than rate and time', (compounding, balance) => {
    expect(compoundInterest({ ...savings, compounding }).finalBalance).toBe(balance);
  });

  it('adds $200 at the end of each month: $44,358.29 after 10 years, $34,000 of it paid in', () => {
    const result = compoundInterest({ ...savings, compounding: 'monthly', monthlyContribution: 200 });
    expect(result).toMatchObject({
      finalBalance: 44_358.29,
      totalContributed: 34_000,
      totalInterest: 10_358.29,
    });
    expect(result.schedule).toHaveLength(10);
    expect(result.schedule[0]).toEqual({
      year: 1,
      balance: 12_851.91,
      contributed: 12_400,
      interest: 451.91,
    });
    expect(result.schedule.at(-1)).toEqual({
      year: 10,
      balance: 44_358.29,
      contributed: 34_000,
      interest: 10_358.29,
    });
  });

  it('at 0% gives back exactly what was paid in', () => {
    expect(
      compoundInterest({
        principal: 1_000,
        annualRate: 0,
        years: 5,
        compounding: 'daily',
        monthlyContribution: 50,
      }),
    ).toMatchObject({ finalBalance: 4_000, totalContributed: 4_000, totalInterest: 0 });
  });

  it('never earns less for a longer time or a higher rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom('daily', 'monthly', 'quarterly', 'annually'),
        (principal, basisPoints, contribution, years, compounding) => {
          const input = {
            principal,
            annualRate: basisPoints / 10_000,
            years,
            compounding,
            monthlyContribution: contribution,
          };
          const base = compoundInterest(input).finalBalance;
          expect(compoundInterest({ ...input, years: years + 1 }).finalBalance).toBeGreaterThanOrEqual(base);
          expect(
            compoundInterest({ ...input, annualRate: input.annualRate + 0.01 }).finalBalance,
          ).toBeGreaterThanOrEqual(base);
        },
      ),
    );
  });
});
