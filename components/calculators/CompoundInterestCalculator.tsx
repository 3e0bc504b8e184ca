'use client';

import { useState } from 'react';
import { LineChart } from '@/components/charts/LineChart';
import { compoundInterest, type Compounding, type CompoundYear } from '@/lib/calculators/compound-interest';
import { formatCompactDollars } from '@/lib/format/compact-dollars';
import { formatValue } from '@/lib/format/display';
import { CalculatorFrame } from './CalculatorFrame';
import { NumberField, readNumber } from './NumberField';
import { Results } from './Results';
import { SelectField } from './SelectField';
import { YearByYear, yearMarks } from './YearByYear';

const COMPOUNDING_OPTIONS: readonly { value: Compounding; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'annually', label: 'Once a year' },
];

const isCompounding = (value: string): value is Compounding =>
  COMPOUNDING_OPTIONS.some((option) => option.value === value);

export function CompoundInterestCalculator() {
  const [principal, setPrincipal] = useState('10000');
  const [monthly, setMonthly] = useState('200');
  const [rate, setRate] = useState('4');
  const [years, setYears] = useState('10');
  const [compounding, setCompounding] = useState<Compounding>('monthly');
  const p = readNumber(principal, 0, 100_000_000);
  const c = readNumber(monthly, 0, 1_000_000);
  const r = readNumber(rate, 0, 50);
  const y = readNumber(years, 1, 60);
  const result =
    p !== null && c !== null && r !== null && y !== null
      ? compoundInterest({
          principal: p,
          monthlyContribution: c,
          annualRate: r / 100,
          years: Math.round(y),
          compounding,
        })
      : null;
  const dollars = (value: number) => formatValue(value, 'dollar_2');
  return (
    <CalculatorFrame
      label="Savings details"
      result={
        <>
          <Results
            invalid={
              result
                ? null
                : 'Enter a starting amount, a monthly deposit, a rate of 0% to 50% and 1 to 60 years.'
            }
            rows={
              result
                ? [
                    { label: 'Balance at the end', value: dollars(result.finalBalance), emphasis: true },
                    { label: 'You paid in', value: dollars(result.totalContributed) },
                    { label: 'Interest earned', value: dollars(result.totalInterest) },
                  ]
                : []
            }
          />
          {result && p !== null && result.schedule.length > 1 && (
            <LineChart
              id="compound-growth"
              caption="Your balance, year by year"
              description={yearMarks(`You start with ${formatValue(p, 'dollar')}`, result.schedule)}
              points={[{ x: 0, y: p }, ...result.schedule.map((row) => ({ x: row.year, y: row.balance }))]}
              formatY={formatCompactDollars}
              formatX={(year) => (year === 0 ? 'Today' : `Year ${year}`)}
            />
          )}
          {result && result.schedule.length > 0 && (
            <YearByYear
              summary="Growth by year"
              caption="What you have paid in and the interest earned by the end of each year"
              columns={[
                { header: 'Paid in', value: (row: CompoundYear) => row.contributed },
                { header: 'Interest', value: (row: CompoundYear) => row.interest },
                { header: 'Balance', value: (row: CompoundYear) => row.balance },
              ]}
              rows={result.schedule}
            />
          )}
        </>
      }
    >
      <NumberField label="Starting amount" prefix="$" value={principal} onChange={setPrincipal} step={500} />
      <NumberField
        label="Monthly deposit"
        prefix="$"
        value={monthly}
        onChange={setMonthly}
        step={25}
        hint="Added at the end of each month."
      />
      <NumberField
        label="Interest rate"
        suffix="%"
        value={rate}
        onChange={setRate}
        step={0.05}
        max={50}
        hint="The yearly rate before compounding. An APY already includes it: enter an APY with “Once a year”."
      />
      <NumberField label="Years" value={years} onChange={setYears} min={1} max={60} />
      <SelectField
        label="Interest compounds"
        value={compounding}
        options={COMPOUNDING_OPTIONS}
        onChange={(value) => isCompounding(value) && setCompounding(value)}
      />
    </CalculatorFrame>
  );
}
