'use client';

import { useState } from 'react';
import { PMI_MESSAGES } from '@/lib/calculators/messages';
import { pmiEstimate } from '@/lib/calculators/pmi';
import { formatValue } from '@/lib/format/display';
import { CalculatorFrame } from './CalculatorFrame';
import { NumberField, readNumber } from './NumberField';
import { Results } from './Results';

export function PmiCalculator() {
  const [price, setPrice] = useState('300000');
  const [down, setDown] = useState('30000');
  const [score, setScore] = useState('720');
  const p = readNumber(price, 1_000);
  const d = readNumber(down, 0, p ?? 0);
  const s = readNumber(score, 300, 850);
  const result =
    p !== null && d !== null && s !== null
      ? pmiEstimate({ homePrice: p, downPayment: d, creditScore: s })
      : null;
  const rows = !result
    ? []
    : result.annualRate === 0
      ? [{ label: 'PMI', value: PMI_MESSAGES.none, emphasis: true }]
      : result.annualRate === null
        ? [
            {
              label: 'PMI',
              value: PMI_MESSAGES.notEligible,
              emphasis: true,
            },
          ]
        : [
            { label: 'Monthly PMI', value: formatValue(result.monthlyPmi, 'dollar_2'), emphasis: true },
            { label: 'Yearly rate', value: formatValue(result.annualRate, 'percent_2') },
            { label: 'Loan-to-value', value: formatValue(result.ltv, 'percent_2') },
            { label: 'PMI ends when you owe', value: formatValue(result.endsAtBalance, 'dollar') },
          ];
  return (
    <CalculatorFrame
      label="PMI details"
      result={
        <Results
          invalid={
            result
              ? null
              : 'Enter a home price, a down payment no larger than the price and a score from 300 to 850.'
          }
          rows={rows}
          note="Estimated from a typical PMI rate card; your lender's quote may differ. PMI ends by law at 78% of the original value."
        />
      }
    >
      <NumberField label="Home price" prefix="$" value={price} onChange={setPrice} step={1_000} />
      <NumberField label="Down payment" prefix="$" value={down} onChange={setDown} step={1_000} />
      <NumberField label="Credit score" value={score} onChange={setScore} min={300} max={850} />
    </CalculatorFrame>
  );
}
