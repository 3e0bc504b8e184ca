'use client';

import { useState } from 'react';
import { fhaStreamlineRefinance } from '@/lib/calculators/fha';
import { formatValue } from '@/lib/format/display';
import { CalculatorFrame } from './CalculatorFrame';
import { NumberField, readNumber } from './NumberField';
import { Results } from './Results';

export function FhaRefinanceCalculator() {
  const [balance, setBalance] = useState('250000');
  const [value, setValue] = useState('290000');
  const [currentRate, setCurrentRate] = useState('7.5');
  const [currentPayment, setCurrentPayment] = useState('1862');
  const [upfront, setUpfront] = useState('4500');
  const [months, setMonths] = useState('14');
  const [newRate, setNewRate] = useState('6.5');
  const b = readNumber(balance, 1_000);
  const v = readNumber(value, 1_000);
  const cr = readNumber(currentRate, 0, 30);
  const cp = readNumber(currentPayment, 1);
  const u = readNumber(upfront);
  const m = readNumber(months, 0, 600);
  const nr = readNumber(newRate, 0, 30);
  const result =
    b !== null && v !== null && cr !== null && cp !== null && u !== null && m !== null && nr !== null
      ? fhaStreamlineRefinance({
          balance: b,
          homeValue: v,
          currentRate: cr / 100,
          currentMipRate: 0.0055,
          currentPayment: cp,
          originalUpfrontMip: u,
          monthsSinceClosing: m,
          newRate: nr / 100,
          years: 30,
        })
      : null;
  return (
    <CalculatorFrame
      label="FHA streamline refinance details"
      result={
        <Results
          invalid={result ? null : 'Fill in every field to compare your loan with a streamline refinance.'}
          rows={
            result
              ? [
                  {
                    label: 'New monthly payment',
                    value: formatValue(result.newPayment, 'dollar_2'),
                    emphasis: true,
                  },
                  { label: 'Monthly savings', value: formatValue(result.monthlySavings, 'dollar_2') },
                  {
                    label: 'Refund of your old upfront premium',
                    value: formatValue(result.refund, 'dollar_2'),
                  },
                  {
                    label: 'New upfront premium (financed)',
                    value: formatValue(result.upfrontMip, 'dollar_2'),
                  },
                  { label: 'New loan amount', value: formatValue(result.newLoan, 'dollar') },
                  {
                    label: 'Net tangible benefit',
                    value: result.meetsNetTangibleBenefit
                      ? 'Met: combined rate falls by half a point or more'
                      : 'Not met: the combined rate must fall by at least half a point',
                  },
                ]
              : []
          }
          note="Assumes a 30-year term and a current annual premium of 0.55%. Excludes closing costs."
        />
      }
    >
      <NumberField label="Loan balance" prefix="$" value={balance} onChange={setBalance} step={1_000} />
      <NumberField label="Home value" prefix="$" value={value} onChange={setValue} step={1_000} />
      <NumberField
        label="Current rate"
        suffix="%"
        value={currentRate}
        onChange={setCurrentRate}
        step={0.125}
        max={30}
      />
      <NumberField
        label="Current monthly payment (with mortgage insurance)"
        prefix="$"
        value={currentPayment}
        onChange={setCurrentPayment}
        step={10}
      />
      <NumberField
        label="Upfront premium you paid"
        prefix="$"
        value={upfront}
        onChange={setUpfront}
        step={100}
      />
      <NumberField label="Months since closing" value={months} onChange={setMonths} max={600} />
      <NumberField label="New rate" suffix="%" value={newRate} onChange={setNewRate} step={0.125} max={30} />
    </CalculatorFrame>
  );
}
