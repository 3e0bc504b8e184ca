'use client';

import { useState } from 'react';
import { LineChart } from '@/components/charts/LineChart';
import { StackedBar } from '@/components/charts/StackedBar';
import type { AmortizationYear } from '@/lib/calculators/amortization';
import { PMI_MESSAGES } from '@/lib/calculators/messages';
import { mortgagePayment } from '@/lib/calculators/mortgage';
import { formatCompactDollars } from '@/lib/format/compact-dollars';
import { formatValue } from '@/lib/format/display';
import { CalculatorFrame } from './CalculatorFrame';
import styles from './calculators.module.css';
import { NumberField, readNumber } from './NumberField';
import { Results } from './Results';
import { SelectField } from './SelectField';
import { YearByYear, yearMarks } from './YearByYear';

const TERMS = [
  { value: '30', label: '30 years' },
  { value: '20', label: '20 years' },
  { value: '15', label: '15 years' },
];

export function MortgageCalculator() {
  const [price, setPrice] = useState('350000');
  const [down, setDown] = useState('70000');
  const [rate, setRate] = useState('6.5');
  const [years, setYears] = useState('30');
  const [tax, setTax] = useState('3500');
  const [insurance, setInsurance] = useState('1500');
  const [score, setScore] = useState('740');
  const p = readNumber(price, 1_000);
  const d = readNumber(down, 0, p ?? 0);
  const r = readNumber(rate, 0, 30);
  const t = readNumber(tax);
  const i = readNumber(insurance);
  const s = readNumber(score, 300, 850);
  const result =
    p !== null && d !== null && r !== null && t !== null && i !== null && s !== null
      ? mortgagePayment({
          homePrice: p,
          downPayment: d,
          rate: r / 100,
          years: Number(years),
          propertyTax: t,
          homeInsurance: i,
          creditScore: s,
        })
      : null;
  const dollars = (value: number) => formatValue(value, 'dollar_2');
  return (
    <CalculatorFrame
      label="Mortgage details"
      result={
        <>
          <Results
            invalid={
              result
                ? null
                : 'Enter a home price, a down payment no larger than the price, a rate and your yearly costs.'
            }
            rows={
              result
                ? [
                    {
                      label: result.pmi === null ? 'Monthly payment before PMI' : 'Monthly payment',
                      value: dollars(result.total),
                      emphasis: true,
                    },
                    { label: 'Principal and interest', value: dollars(result.principalAndInterest) },
                    { label: 'Property tax', value: dollars(result.tax) },
                    { label: 'Homeowners insurance', value: dollars(result.insurance) },
                    {
                      label: 'PMI',
                      value:
                        result.pmi === null
                          ? PMI_MESSAGES.notEligible
                          : result.pmi === 0
                            ? PMI_MESSAGES.none
                            : dollars(result.pmi),
                    },
                    { label: 'Loan amount', value: formatValue(result.loan, 'dollar') },
                    { label: 'Total interest', value: formatValue(result.totalInterest, 'dollar') },
                  ]
                : []
            }
          />
          {result?.pmi === null && <p className={styles.hint}>{PMI_MESSAGES.fhaHint}</p>}
          {result && result.total > 0 && (
            <StackedBar
              id="mortgage-breakdown"
              caption="Where each monthly payment goes"
              parts={[
                { name: 'Principal and interest', value: result.principalAndInterest },
                { name: 'Property tax', value: result.tax },
                { name: 'Insurance', value: result.insurance },
                { name: 'PMI', value: result.pmi ?? 0 },
              ]}
              format={dollars}
            />
          )}
          {result && result.schedule.length > 1 && (
            <LineChart
              id="mortgage-balance"
              caption="What you still owe, year by year"
              description={yearMarks(
                `You start owing ${formatValue(result.loan, 'dollar')}`,
                result.schedule,
              )}
              points={[
                { x: 0, y: result.loan },
                ...result.schedule.map((row) => ({ x: row.year, y: row.balance })),
              ]}
              formatY={formatCompactDollars}
              formatX={(year) => (year === 0 ? 'Today' : `Year ${year}`)}
            />
          )}
          {result && result.schedule.length > 0 && (
            <YearByYear
              summary="Amortization by year"
              caption="What each year of payments puts toward principal and interest"
              columns={[
                { header: 'Principal', value: (row: AmortizationYear) => row.principalPaid },
                { header: 'Interest', value: (row: AmortizationYear) => row.interestPaid },
                { header: 'Balance', value: (row: AmortizationYear) => row.balance },
              ]}
              rows={result.schedule}
            />
          )}
        </>
      }
    >
      <NumberField label="Home price" prefix="$" value={price} onChange={setPrice} step={1_000} />
      <NumberField label="Down payment" prefix="$" value={down} onChange={setDown} step={1_000} />
      <NumberField label="Interest rate" suffix="%" value={rate} onChange={setRate} step={0.125} max={30} />
      <SelectField label="Loan term" value={years} options={TERMS} onChange={setYears} />
      <NumberField label="Property tax per year" prefix="$" value={tax} onChange={setTax} step={100} />
      <NumberField
        label="Homeowners insurance per year"
        prefix="$"
        value={insurance}
        onChange={setInsurance}
        step={100}
      />
      <NumberField
        label="Credit score"
        value={score}
        onChange={setScore}
        min={300}
        max={850}
        hint="Used for PMI when you put down less than 20%."
      />
    </CalculatorFrame>
  );
}
