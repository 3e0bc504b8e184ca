'use client';
import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import type { CarInsuranceCalculator } from './CarInsuranceCalculator';
import type { CashBackCalculator } from './CashBackCalculator';
import type { CostOfLivingCalculator } from './CostOfLivingCalculator';

/*
 * Each calculator is a chunk of its own, loaded by the page that shows it. Imported from the
 * server's section renderer instead, all nine would ship with every page built from CMS sections,
 * since a page's scripts include every client component its server modules import.
 */
const CarInsurance = dynamic(() =>
  import('./CarInsuranceCalculator').then((module) => module.CarInsuranceCalculator),
);
const CashBack = dynamic(() => import('./CashBackCalculator').then((module) => module.CashBackCalculator));
const CostOfLiving = dynamic(() =>
  import('./CostOfLivingCalculator').then((module) => module.CostOfLivingCalculator),
);
/** Calculators that need no data from the server: the math runs in the browser. */
const SELF_CONTAINED = {
  'personal-loan': dynamic(() =>
    import('./PersonalLoanCalculator').then((module) => module.PersonalLoanCalculator),
  ),
  mortgage: dynamic(() => import('./MortgageCalculator').then((module) => module.MortgageCalculator)),
  'fha-loan': dynamic(() => import('./FhaLoanCalculator').then((module) => module.FhaLoanCalculator)),
  'fha-refinance': dynamic(() =>
    import('./FhaRefinanceCalculator').then((module) => module.FhaRefinanceCalculator),
  ),
  pmi: dynamic(() => import('./PmiCalculator').then((module) => module.PmiCalculator)),
  'compound-interest': dynamic(() =>
    import('./CompoundInterestCalculator').then((module) => module.CompoundInterestCalculator),
  ),
};

type CalculatorProps =
  | { kind: keyof typeof SELF_CONTAINED }
  | ({ kind: 'car-insurance' } & ComponentProps<typeof CarInsuranceCalculator>)
  | ({ kind: 'cash-back' } & ComponentProps<typeof CashBackCalculator>)
  | ({ kind: 'cost-of-living' } & ComponentProps<typeof CostOfLivingCalculator>);

/** One calculator by kind, with the data the server read for it. */
export function Calculator(props: CalculatorProps) {
  switch (props.kind) {
    case 'car-insurance':
      return <CarInsurance states={props.states} />;
    case 'cash-back':
      return <CashBack cards={props.cards} />;
    case 'cost-of-living':
      return <CostOfLiving places={props.places} />;
    default: {
      const SelfContained = SELF_CONTAINED[props.kind];
      return <SelfContained />;
    }
  }
}
