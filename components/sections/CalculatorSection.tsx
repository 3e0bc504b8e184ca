import type { ComponentType } from 'react';
import { CarInsuranceCalculator } from '@/components/calculators/CarInsuranceCalculator';
import { CashBackCalculator } from '@/components/calculators/CashBackCalculator';
import { CostOfLivingCalculator } from '@/components/calculators/CostOfLivingCalculator';
import { FhaLoanCalculator } from '@/components/calculators/FhaLoanCalculator';
import { FhaRefinanceCalculator } from '@/components/calculators/FhaRefinanceCalculator';
import { MortgageCalculator } from '@/components/calculators/MortgageCalculator';
import { PersonalLoanCalculator } from '@/components/calculators/PersonalLoanCalculator';
import { PmiCalculator } from '@/components/calculators/PmiCalculator';
import { SampleDataNote } from '@/components/content/SampleDataNote';
import type { CalculatorKind, SectionOf } from '@/lib/cms/sections';
import { states } from '@/lib/insurance/states';
import { readRates } from '@/lib/rates/read';
import styles from './sections.module.css';

/** Calculators that need no data from the server: the math runs in the browser. */
const SELF_CONTAINED: Partial<Record<CalculatorKind, ComponentType>> = {
  'personal-loan': PersonalLoanCalculator,
  mortgage: MortgageCalculator,
  'fha-loan': FhaLoanCalculator,
  'fha-refinance': FhaRefinanceCalculator,
  pmi: PmiCalculator,
};

async function CalculatorWithData({ kind }: { kind: CalculatorKind }) {
  const Simple = SELF_CONTAINED[kind];
  if (Simple) return <Simple />;
  if (kind === 'car-insurance') {
    return <CarInsuranceCalculator states={states.map(({ code, name }) => ({ code, name }))} />;
  }
  if (kind === 'cash-back') {
    const cards = await readRates('credit cards', (source) => source.creditCardReview('all'));
    const cashBack = (cards?.cards ?? []).filter((card) => card.card_type === 'cash_back');
    if (cashBack.length === 0) return <p>Card data is unavailable right now. Please try again later.</p>;
    return (
      <CashBackCalculator
        cards={cashBack.map((card) => ({
          name: card.name,
          annualFee: card.annual_fee,
          welcomeBonus: card.welcome_bonus,
          rates: { other: card.reward_rate, ...card.category_rates },
        }))}
      />
    );
  }
  const places = await readRates('cost of living', (source) => source.costOfLiving());
  if (!places?.data.length)
    return <p>Cost-of-living data is unavailable right now. Please try again later.</p>;
  return <CostOfLivingCalculator places={places.data} />;
}

export function CalculatorSection({ section }: { section: SectionOf<'calculator'> }) {
  return (
    <section className={`container ${styles.section}`}>
      <h2>{section.title}</h2>
      {section.intro && <p>{section.intro}</p>}
      <CalculatorWithData kind={section.calculator} />
      {(section.calculator === 'car-insurance' ||
        section.calculator === 'cash-back' ||
        section.calculator === 'cost-of-living') && <SampleDataNote />}
    </section>
  );
}
