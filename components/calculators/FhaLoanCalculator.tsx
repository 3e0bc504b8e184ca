'use client';

import { useState } from 'react';
import { fhaLoan } from '@/lib/calculators/fha';
import { formatValue } from '@/lib/format/display';
import { CalculatorFrame } from './CalculatorFrame';
import { NumberField, readNumber } from './NumberField';
import { Results } from './Results';
import { SelectField } from './SelectField';

const TERMS = [
  { value: '30', label: '30 years' },
  { value: '15', label: '15 years' },
];

export function FhaLoanCalculator() {
  const [price, setPrice] = useState('300000');
  const [down, setDown] = useState('10500');
  const [rate, setRate] = useState('6.25');
  const [years, setYears] = useState('30');
  const [score, setScore] = useState('640');
  const p = readNumber(price, 1_000);
  const d = readNumber(down, 0, p ?? 0);
  const r = readNumber(rate, 0, 30);
  const s = readNumber(score, 300, 850);
  const result =
    p !== null && d !== null && r !== null && s !== null
      ? fhaLoan({ homePrice: p, downPayment: d, rate: r / 100, years: Number(years), creditScore: s })
      : null;
  const dollars = (value: number) => formatValue(value, 'dollar_2');
  return (
    <CalculatorFrame
      label="FHA loan details"
      result={
        <Results
          invalid={
            result ? null : 'Enter a home price, a down payment no larger than the price, a rate and a score.'
          }
          rows={
            result
              ? [
                  { label: 'Monthly payment', value: dollars(result.total), emphasis: true },
                  { label: 'Principal and interest', value: dollars(result.principalAndInterest) },
                  { label: 'Monthly mortgage insurance', value: dollars(result.monthlyMip) },
                  { label: 'Upfront premium (financed)', value: dollars(result.upfrontMip) },
                  { label: 'Total loan', value: formatValue(result.totalLoan, 'dollar') },
                  {
                    label: 'Annual premium rate',
                    value: `${formatValue(result.annualMipRate, 'percent_2')} for ${result.mipYears} years`,
                  },
                ]
              : []
          }
          note={
            result && !result.eligible
              ? result.minimumDownPayment === null
                ? 'FHA loans need a credit score of at least 500.'
                : `With this score FHA needs at least ${formatValue(result.minimumDownPayment, 'dollar')} down.`
              : 'Payment excludes property tax and homeowners insurance. Premiums follow HUD\u2019s 2023 table.'
          }
        />
      }
    >
      <NumberField label="Home price" prefix="$" value={price} onChange={setPrice} step={1_000} />
      <NumberField label="Down payment" prefix="$" value={down} onChange={setDown} step={500} />
      <NumberField label="Interest rate" suffix="%" value={rate} onChange={setRate} step={0.125} max={30} />
      <SelectField label="Loan term" value={years} options={TERMS} onChange={setYears} />
      <NumberField label="Credit score" value={score} onChange={setScore} min={300} max={850} />
    </CalculatorFrame>
  );
}
