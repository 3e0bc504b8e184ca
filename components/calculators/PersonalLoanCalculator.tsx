'use client';

import { useState } from 'react';
import { personalLoan } from '@/lib/calculators/personal-loan';
import { formatValue } from '@/lib/format/display';
import { CalculatorFrame } from './CalculatorFrame';
import { NumberField, readNumber } from './NumberField';
import { Results } from './Results';

export function PersonalLoanCalculator() {
  const [amount, setAmount] = useState('10000');
  const [apr, setApr] = useState('11.5');
  const [months, setMonths] = useState('36');
  const [fee, setFee] = useState('3');
  const a = readNumber(amount, 100, 500_000);
  const r = readNumber(apr, 0, 100);
  const m = readNumber(months, 1, 120);
  const f = readNumber(fee, 0, 15);
  const result =
    a !== null && r !== null && m !== null && f !== null
      ? personalLoan({ amount: a, apr: r / 100, months: Math.round(m), originationFee: f / 100 })
      : null;
  return (
    <CalculatorFrame
      label="Personal loan details"
      result={
        <Results
          invalid={
            result
              ? null
              : 'Enter an amount, an APR, a term of 1 to 120 months and a fee to see your payment.'
          }
          rows={
            result
              ? [
                  {
                    label: 'Monthly payment',
                    value: formatValue(result.monthlyPayment, 'dollar_2'),
                    emphasis: true,
                  },
                  { label: 'Total interest', value: formatValue(result.totalInterest, 'dollar_2') },
                  { label: 'Origination fee', value: formatValue(result.fee, 'dollar_2') },
                  { label: 'You receive', value: formatValue(result.amountReceived, 'dollar_2') },
                  { label: 'Total cost of borrowing', value: formatValue(result.totalCost, 'dollar_2') },
                ]
              : []
          }
        />
      }
    >
      <NumberField label="Loan amount" prefix="$" value={amount} onChange={setAmount} step={500} />
      <NumberField label="APR" suffix="%" value={apr} onChange={setApr} step={0.1} max={100} />
      <NumberField label="Term in months" value={months} onChange={setMonths} min={1} max={120} />
      <NumberField
        label="Origination fee"
        suffix="%"
        value={fee}
        onChange={setFee}
        step={0.5}
        max={15}
        hint="Taken out of the money you receive."
      />
    </CalculatorFrame>
  );
}
